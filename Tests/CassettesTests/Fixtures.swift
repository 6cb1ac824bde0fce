import Cassettes
import Foundation

/// Interactions shaped like a real session with an instance.
enum Fixtures {
    static let base = "https://dev12345.service-now.com"
    static let date = Date(timeIntervalSince1970: 1_773_835_200)

    static func interaction(
        _ method: String = "GET", _ target: String, requestHeaders: HTTPFields = [:], requestBody: String = "",
        status: Int = 200, responseHeaders: HTTPFields = [.contentType: "application/json;charset=UTF-8"],
        responseBody: String = #"{"result":[]}"#
    ) -> Interaction {
        Interaction(
            request: RecordedRequest(
                method: method, url: base + target, headers: requestHeaders, body: Data(requestBody.utf8)),
            response: RecordedResponse(status: status, headers: responseHeaders, body: Data(responseBody.utf8)),
            recordedAt: date, duration: 0.0125)
    }

    static let basicToken = Data("john.doe:Sup3r-Secret-Passw0rd".utf8).base64EncodedString()
    static let sessionID = "8F2A9C1D7E3B4A5F6C7D8E9F0A1B2C3D"
    static let accessToken = "kx7Yq2P9vB3nM8wR4tZ6uJ1hG5fD0sAe"
    static let refreshToken = "Rf9Lm2Nq7Ws4Xe1Cv8Bt5Yh3Uj6Ik0Op"
    static let clientSecret = "c1i3nt-s3cr3t-v4lu3"

    /// Basic login that opens a session, a cookie call, an OAuth grant and a bearer call.
    static var session: Cassette {
        Cassette(
            upstream: base,
            interactions: [
                interaction(
                    "GET", "/api/now/v2/table/sys_user?user_name=john.doe",
                    requestHeaders: [.authorization: "Basic \(basicToken)", .accept: "application/json"],
                    responseHeaders: [
                        "Content-Type": "application/json", .setCookie: "JSESSIONID=\(sessionID); Path=/; HttpOnly",
                        "set-cookie": "glide_user_route=glide.0f1e2d3c4b5a69788796a5b4c3d2e1f0; Path=/",
                    ],
                    responseBody: #"{"result":[{"user_name":"john.doe"}]}"#),
                interaction(
                    "GET", "/api/now/table/incident?sysparm_limit=1",
                    requestHeaders: [
                        "Cookie": "JSESSIONID=\(sessionID); glide_user_route=glide.0f1e2d3c4b5a69788796a5b4c3d2e1f0"
                    ]),
                interaction(
                    "POST", "/oauth_token.do",
                    requestHeaders: [.contentType: "application/x-www-form-urlencoded"],
                    requestBody:
                        "grant_type=password&client_id=abc&client_secret=\(clientSecret)&username=john.doe&password=Sup3r-Secret-Passw0rd",
                    responseBody:
                        #"{"access_token":"\#(accessToken)","refresh_token":"\#(refreshToken)","scope":"useraccount","token_type":"Bearer","expires_in":1799}"#
                ),
                interaction(
                    "GET", "/api/now/table/incident?sysparm_limit=2",
                    requestHeaders: [.authorization: "Bearer \(accessToken)"],
                    responseBody: #"{"result":[],"echo":"\#(sessionID)"}"#),
            ])
    }
}
