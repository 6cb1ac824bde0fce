/// `require()`, and the `@servicenow/glide` package that modules import the Glide API from. A module's body comes
/// from the host (already turned from `import`/`export` into `require`/`exports`), runs once per heap, and its
/// exports are shared by every script that requires it; a module required while it is still loading is a cycle,
/// refused with the chain of paths.
enum ModuleLoaderSource {
    static let text = #"""
        var __nt_modules = {};
        var __nt_moduleChain = [];
        var __nt_requireScope = 'global';

        function __nt_glidePackage(namespace) {
            return new Proxy({}, {
                get: function (target, name) {
                    if (typeof name !== 'string') { return undefined; }
                    var space = namespace ? global[namespace] : undefined;
                    if (space !== undefined && space !== null && name in Object(space)) { return space[name]; }
                    if (name in global) { return global[name]; }
                    if (name === 'then' || name === 'toJSON' || name === 'default') { return undefined; }
                    throw new Error("'@servicenow/glide" + (namespace ? '/' + namespace : '') + "' has no export '"
                        + name + "': import a Glide API the instance provides");
                },
                has: function (target, name) {
                    var space = namespace ? global[namespace] : undefined;
                    return (space !== undefined && space !== null && name in Object(space)) || name in global;
                }
            });
        }

        function __nt_require(specifier, importer, scope) {
            specifier = String(specifier);
            if (specifier === '@servicenow/glide') { return __nt_glidePackage(null); }
            if (specifier.indexOf('@servicenow/glide/') === 0) {
                return __nt_glidePackage(specifier.slice('@servicenow/glide/'.length));
            }
            var found = __nt_host('module', { specifier: specifier, importer: importer, scope: scope });
            var key = found.scope + ':' + found.path;
            var loaded = __nt_modules[key];
            if (loaded) {
                if (loaded.loading) {
                    var chain = __nt_moduleChain.slice(__nt_moduleChain.indexOf(found.path)).concat([found.path]);
                    throw new Error('Modules import each other in a cycle: ' + chain.join(' -> ')
                        + '; move what they share into a module that imports neither');
                }
                return loaded.exports;
            }
            loaded = { exports: {}, loading: true };
            __nt_modules[key] = loaded;
            __nt_moduleChain.push(found.path);
            try {
                var make = __nt_compile('(function (exports, require) {' + found.body + '\n})', found.fileName);
                make()(loaded.exports, function (inner) { return __nt_require(inner, found.path, found.scope); });
            } catch (error) {
                delete __nt_modules[key];
                throw error;
            } finally {
                __nt_moduleChain.pop();
            }
            loaded.loading = false;
            return loaded.exports;
        }

        function require(specifier) { return __nt_require(specifier, '', __nt_requireScope); }
        """#
}
