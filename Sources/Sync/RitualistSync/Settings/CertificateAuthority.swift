#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The certificates the server's own is checked against, found as libpq finds them: `sslrootcert` in the URL,
/// then `PGSSLROOTCERT`, then `~/.postgresql/root.crt`; `sslrootcert=system` means the system's trusted roots.
package enum CertificateAuthority: Sendable, Hashable {
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
            if FileExistence.exists(named) { return .file(try checked(named)) }
            looked.append(named)
        } else if let home {
            let path = home + "/.postgresql/root.crt"
            if FileExistence.exists(path) { return .file(try checked(path)) }
            looked.append(path)
        }
        guard url.sslMode.verifiesCertificate else { return .none }
        throw .noCertificateAuthority(sslMode: url.sslMode, looked: looked)
    }

    /// The largest CA file read: a bundle of a few hundred certificates.
    static let maximumSize = 4 * 1_048_576

    /// `path`, once it reads as a regular file within the bound: the TLS library that loads it later would wait on
    /// a FIFO for ever.
    private static func checked(_ path: String) throws(SyncSettingsError) -> String {
        do {
            _ = try RegularFile.read(path, maximumSize: maximumSize)
            return path
        } catch {
            throw .certificateFileRefused(path: path, reason: error.reason)
        }
    }
}
