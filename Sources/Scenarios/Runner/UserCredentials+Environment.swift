import Foundation
import ScenarioDSL

extension UserCredentials {
    /// These credentials with `user` as the default, its password read from the environment variable
    /// `passwordVariable`, as `--user NAME --password-env VAR` ask. Without `user` they are returned unchanged.
    public func withDefault(
        user: String?, passwordVariable: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RunTargetError) -> UserCredentials {
        guard let user else { return self }
        guard let passwordVariable, let password = environment[passwordVariable] else {
            throw RunTargetError(
                message: "--user needs --password-env VAR naming an environment variable that holds the password.")
        }
        return withDefault(Login(user: user, password: password))
    }
}
