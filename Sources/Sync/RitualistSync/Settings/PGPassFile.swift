/// libpq's password file (`PGPASSFILE` or `~/.pgpass`): lines `host:port:database:user:password`, any of the
/// first four `*` for any value, `\:` and `\\` for a colon and a backslash, `#` starting a comment line. The first
/// line that matches gives the password.
struct PGPassFile: Sendable, Hashable {
    /// One line's five fields, unescaped; a field `nil` is `*`.
    struct Line: Sendable, Hashable {
        var host: String?
        var port: String?
        var database: String?
        var user: String?
        var password: String
    }

    var lines: [Line]

    /// Parses the file's text; a line with fewer than five fields is skipped, as libpq skips it.
    init(parsing text: String) {
        lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).compactMap(Self.line)
    }

    /// The password for `user` on `database` at `endpoint`, from the first matching line.
    func password(for endpoint: SyncEndpoint, database: String, user: String) -> String? {
        let host: String
        switch endpoint {
        // libpq matches a socket connection by `localhost`, and by the socket folder.
        case .socket(let directory, _): host = directory
        case .tcp(let name, _): host = name
        }
        let port = String(endpoint.port)
        return lines.first { line in
            let hostMatches =
                line.host == nil || line.host == host || (endpoint.socketPath != nil && line.host == "localhost")
            return hostMatches
                && [line.port ?? port, line.database ?? database, line.user ?? user] == [
                    port, database, user,
                ]
        }?.password
    }

    private static func line(_ text: Substring) -> Line? {
        if text.hasPrefix("#") { return nil }
        var fields: [String] = [""]
        // A field that is `*` unescaped is a wildcard; `\*` is a star.
        var wildcards = [false]
        var escapedInField = false
        var escaped = false
        for character in text {
            if escaped {
                fields[fields.count - 1].append(character)
                escaped = false
                escapedInField = true
            } else if character == "\\" {
                escaped = true
            } else if character == ":" && fields.count < 5 {
                wildcards[wildcards.count - 1] = fields[fields.count - 1] == "*" && !escapedInField
                fields.append("")
                wildcards.append(false)
                escapedInField = false
            } else {
                fields[fields.count - 1].append(character)
            }
        }
        guard fields.count == 5 else { return nil }
        func field(_ index: Int) -> String? { wildcards[index] ? nil : fields[index] }
        return Line(host: field(0), port: field(1), database: field(2), user: field(3), password: fields[4])
    }
}
