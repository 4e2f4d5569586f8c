/// Why the sync settings cannot be used: each a configuration error (exit 78 under `--strict`), worded for the
/// person who will fix config.yaml, the environment or a file.
package enum SyncSettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither config.yaml's `sync:` nor `RITUALIST_SYNC_URL` names a server.
    case notConfigured
    /// The URL does not parse; the reason says where.
    case invalidURL(reason: String)
    /// The URL carries a password, which belongs in a password file.
    case passwordInURL
    /// A query parameter this program does not read.
    case unknownParameter(String)
    /// An `sslmode` that is not one of libpq's.
    case invalidSSLMode(String)
    /// A value of the URL or of libpq's environment that holds a control character, after its `%XX` escapes are
    /// decoded: `source` says where (`user in the URL`, `PGUSER`), `codePoint` which character.
    case controlCharacter(source: String, value: String, codePoint: UInt32)
    /// A port that is not 1 to 65535.
    case invalidPort(String)
    /// A `connect_timeout` that is not 1 to `SyncSettings.maximumConnectTimeout` seconds.
    case invalidConnectTimeout(String)
    /// A password file that cannot be used, named, with the reason.
    case passwordFileRefused(path: String, reason: String)
    /// A CA file (`sslrootcert`, `PGSSLROOTCERT`, `~/.postgresql/root.crt`) that cannot be used, named, with the
    /// reason.
    case certificateFileRefused(path: String, reason: String)
    /// `sslmode` asks to verify the server's certificate, and no CA file was found where libpq looks.
    case noCertificateAuthority(sslMode: SSLMode, looked: [String])

    package var description: String {
        switch self {
        case .notConfigured:
            return "Sync is not configured: add 'sync: {url: \"postgresql://USER@HOST/DB\"}' to config.yaml "
                + "or set RITUALIST_SYNC_URL."
        case .invalidURL(let reason):
            return "Invalid sync URL: \(reason) (expected postgresql://USER@HOST:PORT/DB?sslmode=verify-full)."
        case .passwordInURL:
            return "The sync URL carries a password; remove it and put the password in a file readable by you "
                + "alone: sync.password_file in config.yaml, PGPASSFILE or ~/.pgpass."
        case .unknownParameter(let name):
            return "Unknown sync URL parameter '\(name)' (known: "
                + SyncURL.parameters.joinedText(separator: ", ") + ")."
        case .invalidSSLMode(let value):
            return "Invalid sslmode '\(value)' (expected one of: "
                + SSLMode.allCases.map(\.rawValue).joinedText(separator: ", ") + ")."
        case .controlCharacter(let source, let value, let codePoint):
            let hex = String(codePoint, radix: 16, uppercase: true)
            return "Invalid \(source) '\(value)': it holds the control character U+"
                + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                + " (expected printable text; a NUL or a line break would end the value early)."
        case .invalidPort(let value):
            return "Invalid port '\(value)' in the sync URL (expected 1 to 65535)."
        case .invalidConnectTimeout(let value):
            return "Invalid connect_timeout '\(value)' (expected whole seconds, 1 to "
                + "\(SyncSettings.maximumConnectTimeout))."
        case .passwordFileRefused(let path, let reason):
            return "Password file '\(path)' refused: \(reason)."
        case .certificateFileRefused(let path, let reason):
            return "CA certificate file '\(path)' refused: \(reason)."
        case .noCertificateAuthority(let mode, let looked):
            return "sslmode=\(mode.rawValue) checks the server's certificate, and no CA certificate was found (looked "
                + "at: " + looked.map { "'\($0)'" }.joinedText(separator: ", ")
                + "); set sslrootcert in the URL or PGSSLROOTCERT."
        }
    }
}
