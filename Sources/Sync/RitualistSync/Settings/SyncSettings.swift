/// Everything `ritual-sync` needs to reach the server: the parsed URL, the password (from a file, never the command
/// line or config.yaml), the CA, and the connect timeout.
///
/// ```swift
/// let settings = try SyncSettings.resolve(url: section.url, passwordFile: section.passwordFile, environment: env)
/// ```
package struct SyncSettings: Sendable, Hashable {
    /// Seconds one connection attempt may take when the URL names no `connect_timeout`.
    package static let defaultConnectTimeout = 10
    /// The largest `connect_timeout` accepted, in seconds.
    package static let maximumConnectTimeout = 300

    /// The server, the role, the database and the TLS mode.
    package var url: SyncURL
    /// The password, when a file gave one; a server that trusts the role or its peer needs none.
    package var password: String?
    /// What the server's certificate is checked against.
    package var certificateAuthority: CertificateAuthority
    /// Seconds one connection attempt may take.
    package var connectTimeout: Int { url.connectTimeout ?? Self.defaultConnectTimeout }

    /// Settings with the given values.
    package init(url: SyncURL, password: String?, certificateAuthority: CertificateAuthority) {
        self.url = url
        self.password = password
        self.certificateAuthority = certificateAuthority
    }

    /// The settings of config.yaml's `sync:` (`url` and `password_file`), the URL overridden by
    /// `RITUALIST_SYNC_URL`; the password from `password_file`, else `PGPASSFILE` or `~/.pgpass`.
    package static func resolve(url configured: String?, passwordFile: String?, environment: [String: String])
        throws(SyncSettingsError) -> SyncSettings
    {
        let fromEnvironment = environment["RITUALIST_SYNC_URL"].flatMap { $0.isEmpty ? nil : $0 }
        guard let text = fromEnvironment ?? configured.flatMap({ $0.isEmpty ? nil : $0 }) else {
            throw .notConfigured
        }
        let url = try SyncURL(parsing: text, environment: environment)
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let password: String?
        if let passwordFile {
            password = try PasswordFile.password(at: try expand(passwordFile, home: home))
        } else {
            password = try pgpassPassword(for: url, environment: environment, home: home)
        }
        var settings = SyncSettings(
            url: url, password: password, certificateAuthority: try CertificateAuthority.find(for: url, home: home))
        // libpq checks the certificate under `require` too when it finds a CA file.
        if settings.url.sslMode == .require, case .file = settings.certificateAuthority {
            settings.url.sslMode = .verifyCA
        }
        return settings
    }

    private static func pgpassPassword(for url: SyncURL, environment: [String: String], home: String?)
        throws(SyncSettingsError) -> String?
    {
        let path: String
        if let named = environment["PGPASSFILE"], !named.isEmpty {
            path = named
        } else if let home {
            path = home + "/.pgpass"
        } else {
            return nil
        }
        guard FileExistence.exists(path) else { return nil }
        return PGPassFile(parsing: try PasswordFile.read(path))
            .password(for: url.endpoint, database: url.database, user: url.user)
    }

    /// `path` with a leading `~/` read as the home folder; a relative path is refused, as it would name another
    /// file from each folder a command starts in.
    private static func expand(_ path: String, home: String?) throws(SyncSettingsError) -> String {
        if path.hasPrefix("~/"), let home { return home + path.dropFirst() }
        guard path.hasPrefix("/") else {
            throw .passwordFileRefused(path: path, reason: "it is not an absolute path (or one starting with ~/)")
        }
        return path
    }
}
