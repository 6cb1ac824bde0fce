/// What the platform answers when a fault meets a request, shared by every server that serves faults.
public enum FaultAnswers {
    /// The page a hibernating developer instance answers with, status 200, as captured from hibernating developer
    /// instances: its text, class names and sign-in link. Its content type is not captured and is taken to be HTML.
    public static let hibernationPage = """
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

    /// The hibernation page's content type.
    public static let hibernationContentType = "text/html;charset=UTF-8"

    /// The message and detail of the 429 a full API_INT semaphore queue answers with.
    public static let semaphoreError = (
        message: "Too Many Requests",
        detail: "Every API_INT semaphore is busy and its queue is full; wait, then send the request again"
    )

    /// The message and detail of the 401 an expired access token gets, and the header that names the scheme.
    public static let expiredTokenError = (
        message: "User Not Authenticated", detail: "Required to provide Auth information"
    )
    public static let bearerChallenge = #"BEARER realm="Service-now""#

    /// The message and detail of a transaction a quota rule cancelled (KB1297438), answered with status 200 when the
    /// transaction had begun.
    public static let cancelledTransactionError = (
        message: "Transaction cancelled: maximum execution time exceeded",
        detail: "Transaction cancelled: maximum execution time exceeded Check logs for error trace or enable "
            + "glide.rest.debug property to verify REST request processing"
    )
}
