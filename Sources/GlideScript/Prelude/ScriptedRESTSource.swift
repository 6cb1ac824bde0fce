/// `RESTAPIRequest`, `RESTAPIResponse`, `sn_ws_err`, and the function that runs one scripted REST operation and
/// turns its outcome into a status, headers and body.
enum ScriptedRESTSource {
    static let text = #"""
        function ServiceError() {
            this.status = 500;
            this.message = '';
            this.detail = '';
        }
        ServiceError.prototype.setStatus = function (status) { this.status = parseInt(status, 10) || 500; return this; };
        ServiceError.prototype.setMessage = function (message) { this.message = String(message); return this; };
        ServiceError.prototype.setDetail = function (detail) { this.detail = String(detail); return this; };
        ServiceError.prototype.getStatus = function () { return this.status; };
        ServiceError.prototype.getMessage = function () { return this.message; };
        ServiceError.prototype.getDetail = function () { return this.detail; };
        ServiceError.prototype.__nt_serviceError = true;

        function __nt_errorKind(status) {
            var kind = function (message) {
                ServiceError.call(this);
                this.status = status;
                this.message = message === undefined ? '' : String(message);
            };
            kind.prototype = new ServiceError();
            kind.prototype.constructor = kind;
            return kind;
        }

        var sn_ws_err = {
            ServiceError: ServiceError,
            BadRequestError: __nt_errorKind(400),
            NotFoundError: __nt_errorKind(404),
            ConflictError: __nt_errorKind(409),
            NotAcceptableError: __nt_errorKind(406),
            UnsupportedMediaTypeError: __nt_errorKind(415)
        };

        function RESTAPIRequest(info) {
            this.pathParams = info.pathParams;
            this.queryParams = info.queryParams;
            this.queryString = info.queryString;
            this.headers = info.headers;
            this.uri = info.uri;
            this.url = info.url;
            var text = info.body;
            var parsed;
            var parsedOnce = false;
            this.body = {
                dataString: text,
                hasNext: function () { return text !== ''; }
            };
            Object.defineProperty(this.body, 'data', {
                enumerable: true,
                get: function () {
                    if (!parsedOnce) {
                        parsedOnce = true;
                        if (text === '') {
                            parsed = undefined;
                        } else {
                            try {
                                parsed = JSON.parse(text);
                            } catch (e) {
                                throw new sn_ws_err.BadRequestError(
                                    'The request body is not valid JSON (' + e.message + '). Send a JSON document.');
                            }
                        }
                    }
                    return parsed;
                }
            });
            this.body.nextEntry = function () { return this.data; };
        }
        RESTAPIRequest.prototype.getHeader = function (name) {
            var wanted = String(name).toLowerCase();
            for (var key in this.headers) {
                if (key.toLowerCase() === wanted) { return this.headers[key]; }
            }
            return undefined;
        };

        function RESTAPIResponse() {
            this._status = 0;
            this._headers = [];
            this._contentType = '';
            this._hasBody = false;
            this._body = undefined;
            this._stream = null;
            this._error = null;
        }
        RESTAPIResponse.prototype.setStatus = function (status) { this._status = parseInt(status, 10) || 200; };
        RESTAPIResponse.prototype.setContentType = function (type) { this._contentType = String(type); };
        RESTAPIResponse.prototype.setHeader = function (name, value) { this._headers.push([String(name), String(value)]); };
        RESTAPIResponse.prototype.setHeaders = function (headers) {
            for (var name in headers) { this.setHeader(name, headers[name]); }
        };
        RESTAPIResponse.prototype.setLocation = function (location) { this.setHeader('Location', location); };
        RESTAPIResponse.prototype.setBody = function (body) { this._hasBody = true; this._body = body; };
        RESTAPIResponse.prototype.setError = function (error) { this._error = error; };
        RESTAPIResponse.prototype.getStreamWriter = function () {
            var response = this;
            if (!response._stream) { response._stream = []; }
            return {
                writeString: function (text) { response._stream.push(String(text)); },
                writeStream: function (text) { response._stream.push(String(text)); }
            };
        };

        function __nt_errorEnvelope(status, message, detail) {
            return {
                status: status,
                headers: [['Content-Type', 'application/json']],
                body: JSON.stringify({ error: { message: message, detail: detail }, status: 'failure' })
            };
        }

        function __nt_serviceOutcome(error) {
            var outcome = __nt_errorEnvelope(error.status || 500, error.message || '', error.detail || '');
            outcome.statusSetter = 'sn_ws_err.ServiceError.setStatus';
            return outcome;
        }

        RESTAPIResponse.prototype._finish = function (returned) {
            if (this._error) { return __nt_serviceOutcome(this._error); }
            var headers = this._headers.slice();
            var type = this._contentType || 'application/json';
            headers.push(['Content-Type', type]);
            var body = '';
            if (this._stream) {
                body = this._stream.join('');
            } else if (this._hasBody) {
                body = JSON.stringify({ result: this._body === undefined ? null : this._body });
            } else if (returned !== undefined) {
                body = JSON.stringify({ result: returned });
            }
            return { status: this._status || 200, headers: headers, body: body, statusSetter: 'response.setStatus' };
        };

        // Where an error happened in the script's own code: the first frame of its stack outside the prelude (an
        // error a host call raised is made inside the prelude), else the place the error names.
        function __nt_errorPlace(error, fileName) {
            // A syntax error never ran, so its stack is the caller's; the place it names is the broken script's.
            if (error && error.name === 'SyntaxError' && error.sourceURL && error.line) {
                return error.sourceURL + ' line ' + error.line;
            }
            var frames = error && typeof error.stack === 'string' ? error.stack.split('\n') : [];
            for (var i = 0; i < frames.length; i++) {
                var frame = /@(.*):(\d+):\d+$/.exec(frames[i]);
                if (frame && frame[1] !== 'nowtape:glide-prelude' && frame[1] !== 'nowtape:bootstrap') {
                    return frame[1] + ' line ' + frame[2];
                }
            }
            return (error && error.sourceURL ? error.sourceURL : fileName)
                + (error && error.line ? ' line ' + error.line : '');
        }

        function __nt_runOperation() {
            var operation = __nt_host('operation', null);
            var source = operation.source;
            var fileName = operation.fileName;
            __nt_scriptName = fileName;
            __nt_requireScope = operation.scope;
            __nt_defineIncludes(__nt_host('includes', null), operation.scope);
            var outcome;
            try {
                request = new RESTAPIRequest(__nt_host('request', null));
                response = new RESTAPIResponse();
                var run = __nt_compile(source, fileName);
                outcome = response._finish(run());
            } catch (error) {
                if (error && error.__nt_serviceError) {
                    outcome = __nt_serviceOutcome(error);
                } else {
                    var message = error && error.message !== undefined ? String(error.message) : String(error);
                    var where = __nt_errorPlace(error, fileName);
                    var name = error && error.name ? error.name : 'Error';
                    __nt_host('log', { level: 'error', message: name + ': ' + message + ' (' + where + ')', source: fileName });
                    outcome = __nt_errorEnvelope(500, message, name + ' at ' + where);
                }
            }
            // The status, headers and status setter as one JSON line, then the body as it is.
            var body = outcome.body === undefined ? '' : String(outcome.body);
            return JSON.stringify({ status: outcome.status, headers: outcome.headers, statusSetter: outcome.statusSetter })
                + '\n' + body;
        }
        var request;
        var response;
        """#
}
