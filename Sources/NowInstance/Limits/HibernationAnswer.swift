import Hummingbird

/// What a hibernating developer instance answers to any REST call: status 200 and an HTML page that asks the owner
/// to sign in to wake it. The page's text, class names and sign-in link are those captured from hibernating
/// developer instances; its `Content-Type` was not captured and is taken to be HTML, as the page is.
enum HibernationAnswer {
    static let page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Instance Hibernating</title>
        <style>body { background-color: #293D40; color: #ffffff; font-family: sans-serif; text-align: center; }</style>
        </head>
        <body>
        <div class="instance-hibernating-page">
            <h1>Your instance is hibernating</h1>
            <p class="information">Sign in to the site to wake your instance</p>
            <button onclick="location.href='https://developer.servicenow.com/dev.do#!/home?wu=true';" class ="button-text">Sign in</button>
        </div>
        </body>
        </html>

        """

    static func response() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html;charset=UTF-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }
}
