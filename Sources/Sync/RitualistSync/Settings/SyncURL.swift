/// A PostgreSQL connection URL as libpq reads it, `postgresql://USER@HOST:PORT/DB?PARAM=VALUE&…`, with the
/// parameters sync uses. What the URL leaves out comes from libpq's environment variables (`PGHOST`, `PGPORT`,
/// `PGUSER`, `PGDATABASE`, `PGSSLMODE`, `PGSSLROOTCERT`, `PGCONNECT_TIMEOUT`), then libpq's defaults.
///
/// A password is refused in the URL, as user info or as a parameter: it would stand in config.yaml, in the
/// environment and in the process list.
package struct SyncURL: Sendable, Hashable {
    /// The query parameters read; any other is refused.
    package static let parameters = ["host", "port", "dbname", "user", "sslmode", "sslrootcert", "connect_timeout"]
    /// Where libpq on Debian looks for the server's socket when no host is given.
    package static let defaultSocketDirectory = "/var/run/postgresql"

    /// The role connected as.
    package var user: String
    /// Where the server listens.
    package var endpoint: SyncEndpoint
    /// The database.
    package var database: String
    /// How TLS is used.
    package var sslMode: SSLMode
    /// The CA file named by `sslrootcert` or `PGSSLROOTCERT`, if any.
    package var sslRootCert: String?
    /// `connect_timeout` in seconds, if given.
    package var connectTimeout: Int?

    /// Parses `text`, filling what it leaves out from `environment` as libpq does.
    package init(parsing text: String, environment: [String: String] = [:]) throws(SyncSettingsError) {
        let rest: Substring
        if text.hasPrefix("postgresql://") {
            rest = text.dropFirst("postgresql://".count)
        } else if text.hasPrefix("postgres://") {
            rest = text.dropFirst("postgres://".count)
        } else {
            throw .invalidURL(reason: "it must start with postgresql://")
        }
        let (beforeQuery, query) = Self.split(rest, at: "?")
        let (authority, path) = Self.split(beforeQuery, at: "/")
        var values = try Self.queryValues(query ?? "")
        let hostPart: Substring
        if let at = authority.lastIndex(of: "@") {
            let userInfo = authority[..<at]
            if userInfo.contains(":") { throw .passwordInURL }
            if values["user"] == nil, !userInfo.isEmpty { values["user"] = try Self.decode(userInfo) }
            hostPart = authority[authority.index(after: at)...]
        } else {
            hostPart = authority
        }
        let (host, port) = try Self.hostAndPort(hostPart)
        if values["host"] == nil, let host { values["host"] = host }
        if values["port"] == nil, let port { values["port"] = port }
        if values["dbname"] == nil, let path, !path.isEmpty { values["dbname"] = try Self.decode(path) }
        try self.init(values: values, environment: environment)
    }

    private init(values: [String: String], environment: [String: String]) throws(SyncSettingsError) {
        // Each value goes into the startup packet, whose strings end at a NUL: one inside a value would end it
        // early and let the rest stand as parameters of its own (`options`, `replication`).
        func value(_ name: String, _ variable: String) throws(SyncSettingsError) -> String? {
            if let given = values[name], !given.isEmpty { return try Self.printable(given, "\(name) in the URL") }
            if let fromEnvironment = environment[variable], !fromEnvironment.isEmpty {
                return try Self.printable(fromEnvironment, variable)
            }
            return nil
        }
        let portText = try value("port", "PGPORT") ?? "5432"
        guard let port = Int(portText), (1...65535).contains(port) else { throw .invalidPort(portText) }
        let host = try value("host", "PGHOST") ?? Self.defaultSocketDirectory
        if host.contains(",") { throw .invalidURL(reason: "several hosts are not supported ('\(host)')") }
        endpoint = host.hasPrefix("/") ? .socket(directory: host, port: port) : .tcp(host: host, port: port)
        var named = try value("user", "PGUSER")
        if named == nil { named = try Self.login(environment) }
        guard let user = named else {
            throw .invalidURL(reason: "it names no user, and neither PGUSER nor USER is set")
        }
        self.user = user
        database = try value("dbname", "PGDATABASE") ?? user
        let modeText = try value("sslmode", "PGSSLMODE") ?? SSLMode.prefer.rawValue
        guard let mode = SSLMode(rawValue: modeText) else { throw .invalidSSLMode(modeText) }
        sslMode = mode
        sslRootCert = try value("sslrootcert", "PGSSLROOTCERT")
        if let timeoutText = try value("connect_timeout", "PGCONNECT_TIMEOUT") {
            guard let seconds = Int(timeoutText), (1...SyncSettings.maximumConnectTimeout).contains(seconds) else {
                throw .invalidConnectTimeout(timeoutText)
            }
            connectTimeout = seconds
        }
    }

    /// The login name libpq falls back on, `USER` then `LOGNAME`, read only when nothing names the user.
    private static func login(_ environment: [String: String]) throws(SyncSettingsError) -> String? {
        for name in ["USER", "LOGNAME"] {
            if let given = environment[name] { return try printable(given, name) }
        }
        return nil
    }

    /// `text`, unless it holds a control character (NUL among them): named by where it came from, `source`.
    private static func printable(_ text: String, _ source: String) throws(SyncSettingsError) -> String {
        guard let control = text.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        else { return text }
        throw .controlCharacter(source: source, value: text, codePoint: control.value)
    }

    private static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (text[..<index], text[text.index(after: index)...])
    }

    /// The host (a name, an address, `[v6]`, or a percent-encoded socket folder) and the port of the authority.
    private static func hostAndPort(_ text: Substring) throws(SyncSettingsError) -> (String?, String?) {
        if text.isEmpty { return (nil, nil) }
        if text.contains(",") { throw .invalidURL(reason: "several hosts are not supported ('\(text)')") }
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { throw .invalidURL(reason: "'\(text)' lacks its ']'") }
            let host = String(text[text.index(after: text.startIndex)..<close])
            let after = text[text.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { throw .invalidURL(reason: "unexpected '\(after)'") }
            return (host, after.isEmpty ? nil : String(after.dropFirst()))
        }
        let (host, port) = split(text, at: ":")
        return (host.isEmpty ? nil : try decode(host), port.map(String.init))
    }

    private static func queryValues(_ query: Substring) throws(SyncSettingsError) -> [String: String] {
        var values: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let (name, value) = split(pair, at: "=")
            let key = try decode(name)
            if key == "password" { throw .passwordInURL }
            guard parameters.contains(key) else { throw .unknownParameter(key) }
            values[key] = try decode(value ?? "")
        }
        return values
    }

    /// `text` with its `%XX` escapes decoded.
    private static func decode(_ text: Substring) throws(SyncSettingsError) -> String {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let first = utf8.index(after: index)
                guard first != utf8.endIndex, utf8.index(after: first) != utf8.endIndex,
                    let high = hexValue(utf8[first]), let low = hexValue(utf8[utf8.index(after: first)])
                else { throw .invalidURL(reason: "'\(text)' has a broken % escape") }
                bytes.append(high << 4 | low)
                index = utf8.index(first, offsetBy: 2)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
