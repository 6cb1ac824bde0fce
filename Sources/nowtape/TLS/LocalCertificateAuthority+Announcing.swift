import LocalTLS

extension LocalCertificateAuthority {
    /// The local CA, created first when there is none; creating it says so on stderr, with where it is and how to
    /// trust it, since clients reject its certificates until they do.
    static func announcingCreation() throws -> LocalCertificateAuthority {
        let (authority, created) = try create()
        if created {
            printError(
                "Created the NowTape CA in \(authority.folder.path); run `nowtape ca trust` for how to make clients "
                    + "trust it.")
        }
        return authority
    }
}
