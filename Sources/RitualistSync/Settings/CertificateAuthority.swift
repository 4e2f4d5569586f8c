#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The certificates the server's own is checked against, found as libpq finds them: `sslrootcert` in the URL,
/// then `PGSSLROOTCERT`, then `~/.postgresql/root.crt`; `sslrootcert=system` means the system's trusted roots.
public enum CertificateAuthority: Sendable, Hashable {
    /// The server's certificate is not checked.
    case none
    /// The CA certificates of a PEM file.
    case file(String)
    /// The system's trusted roots.
    case system

    /// The CA for `url`, with `home` the user's home folder; throws when `url.sslMode` checks the certificate and
    /// none is found.
    static func find(for url: SyncURL, home: String?) throws(SyncSettingsError) -> CertificateAuthority {
        guard url.sslMode != .disable else { return .none }
        var looked: [String] = []
        if let named = url.sslRootCert {
            if named == "system" { return .system }
            if access(named, R_OK) == 0 { return .file(named) }
            looked.append(named)
        } else if let home {
            let path = home + "/.postgresql/root.crt"
            if access(path, R_OK) == 0 { return .file(path) }
            looked.append(path)
        }
        guard url.sslMode.verifiesCertificate else { return .none }
        throw .noCertificateAuthority(sslMode: url.sslMode, looked: looked)
    }
}
