import RitualistSync
import Testing

@Suite struct SyncURLTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var url: String
        var environment: [String: String] = [:]
        var user: String
        var endpoint: SyncEndpoint
        var database: String
        var sslMode: SSLMode = .prefer
        var rootCert: String?
        var timeout: Int?
        var testDescription: String { url }
    }

    static let cases: [Case] = [
        Case(
            url: "postgresql://me@db.example.org:5433/habits?sslmode=verify-full", user: "me",
            endpoint: .tcp(host: "db.example.org", port: 5433), database: "habits", sslMode: .verifyFull),
        Case(
            url: "postgres://me@db.example.org/habits", user: "me", endpoint: .tcp(host: "db.example.org", port: 5432),
            database: "habits"),
        Case(
            url: "postgresql://me@localhost", user: "me", endpoint: .tcp(host: "localhost", port: 5432), database: "me"),
        Case(
            url: "postgresql://me@[::1]:6000/h", user: "me", endpoint: .tcp(host: "::1", port: 6000), database: "h"),
        // A socket folder, as a `host` parameter or percent-encoded in the authority, as libpq allows.
        Case(
            url: "postgresql:///habits?host=/run/pg&user=me", user: "me",
            endpoint: .socket(directory: "/run/pg", port: 5432), database: "habits"),
        Case(
            url: "postgresql://me@%2Frun%2Fpg:5444/habits", user: "me",
            endpoint: .socket(directory: "/run/pg", port: 5444),
            database: "habits"),
        Case(
            url: "postgresql://j%40ne@h/d%20b", user: "j@ne", endpoint: .tcp(host: "h", port: 5432), database: "d b"),
        Case(
            url: "postgresql://me@h/d?sslmode=verify-ca&sslrootcert=/etc/ca.pem&connect_timeout=5", user: "me",
            endpoint: .tcp(host: "h", port: 5432), database: "d", sslMode: .verifyCA, rootCert: "/etc/ca.pem",
            timeout: 5),
        // What the URL leaves out comes from libpq's variables, then libpq's defaults.
        Case(
            url: "postgresql://",
            environment: [
                "PGHOST": "/tmp/s", "PGPORT": "7000", "PGUSER": "u", "PGDATABASE": "x", "PGSSLMODE": "disable",
                "PGSSLROOTCERT": "/ca", "PGCONNECT_TIMEOUT": "3",
            ], user: "u", endpoint: .socket(directory: "/tmp/s", port: 7000), database: "x", sslMode: .disable,
            rootCert: "/ca", timeout: 3),
        Case(
            url: "postgresql://", environment: ["USER": "sam"], user: "sam",
            endpoint: .socket(directory: SyncURL.defaultSocketDirectory, port: 5432), database: "sam"),
        Case(
            url: "postgresql://me@h/d", environment: ["PGHOST": "other", "PGUSER": "them"], user: "me",
            endpoint: .tcp(host: "h", port: 5432), database: "d"),
    ]

    @Test(arguments: cases) func aURLReadsAsLibpqReadsIt(_ given: Case) throws {
        let url = try SyncURL(parsing: given.url, environment: given.environment)
        #expect(url.user == given.user)
        #expect(url.endpoint == given.endpoint)
        #expect(url.database == given.database)
        #expect(url.sslMode == given.sslMode)
        #expect(url.sslRootCert == given.rootCert)
        #expect(url.connectTimeout == given.timeout)
    }

    static let refusals: [(String, SyncSettingsError)] = [
        ("mysql://me@h/d", .invalidURL(reason: "it must start with postgresql://")),
        ("postgresql://me:secret@h/d", .passwordInURL),
        ("postgresql://me@h/d?password=secret", .passwordInURL),
        ("postgresql://me@h/d?sslmode=maybe", .invalidSSLMode("maybe")),
        ("postgresql://me@h/d?sslmode=allow", .invalidSSLMode("allow")),
        ("postgresql://me@h:99999/d", .invalidPort("99999")),
        ("postgresql://me@h:port/d", .invalidPort("port")),
        ("postgresql://me@h/d?connect_timeout=0", .invalidConnectTimeout("0")),
        ("postgresql://me@h/d?connect_timeout=301", .invalidConnectTimeout("301")),
        ("postgresql://me@h/d?application_name=x", .unknownParameter("application_name")),
        ("postgresql://me@a,b/d", .invalidURL(reason: "several hosts are not supported ('a,b')")),
        ("postgresql://me@h/d%zz", .invalidURL(reason: "'d%zz' has a broken % escape")),
        ("postgresql://", .invalidURL(reason: "it names no user, and neither PGUSER nor USER is set")),
    ]

    @Test(arguments: refusals) func aBadURLIsRefusedWithTheReason(_ url: String, _ expected: SyncSettingsError) {
        #expect(throws: expected) { try SyncURL(parsing: url) }
    }

    /// A NUL would end a startup packet's string early and let what follows it stand as a parameter of its own.
    static let controlCharacters: [(String, [String: String], SyncSettingsError)] = [
        (
            "postgresql://me%00options=-c%20x@h/d", [:],
            .controlCharacter(source: "user in the URL", value: "me\u{0}options=-c x", codePoint: 0)
        ),
        ("postgresql://me@h%0A/d", [:], .controlCharacter(source: "host in the URL", value: "h\n", codePoint: 0x0A)),
        (
            "postgresql://me@h/d%00replication", [:],
            .controlCharacter(source: "dbname in the URL", value: "d\u{0}replication", codePoint: 0)
        ),
        (
            "postgresql://h/d?user=a%1Bb", [:],
            .controlCharacter(source: "user in the URL", value: "a\u{1B}b", codePoint: 0x1B)
        ),
        (
            "postgresql://me@/d?host=h%00", [:],
            .controlCharacter(source: "host in the URL", value: "h\u{0}", codePoint: 0)
        ),
        (
            "postgresql://me@h/?dbname=d%7F", [:],
            .controlCharacter(source: "dbname in the URL", value: "d\u{7F}", codePoint: 0x7F)
        ),
        (
            "postgresql://me@h/d?port=5432%00", [:],
            .controlCharacter(source: "port in the URL", value: "5432\u{0}", codePoint: 0)
        ),
        (
            "postgresql://me@h/d?sslmode=require%00", [:],
            .controlCharacter(source: "sslmode in the URL", value: "require\u{0}", codePoint: 0)
        ),
        (
            "postgresql://me@h/d?sslrootcert=/ca%00", [:],
            .controlCharacter(source: "sslrootcert in the URL", value: "/ca\u{0}", codePoint: 0)
        ),
        (
            "postgresql://me@h/d?connect_timeout=5%0D", [:],
            .controlCharacter(source: "connect_timeout in the URL", value: "5\r", codePoint: 0x0D)
        ),
        (
            "postgresql://h/d", ["PGUSER": "me\u{0}x"],
            .controlCharacter(source: "PGUSER", value: "me\u{0}x", codePoint: 0)
        ),
        (
            "postgresql://me@/d", ["PGHOST": "h\u{0}"],
            .controlCharacter(source: "PGHOST", value: "h\u{0}", codePoint: 0)
        ),
        (
            "postgresql://me@h", ["PGDATABASE": "d\u{9}"],
            .controlCharacter(source: "PGDATABASE", value: "d\t", codePoint: 9)
        ),
        (
            "postgresql://me@h/d", ["PGPORT": "1\u{0}"],
            .controlCharacter(source: "PGPORT", value: "1\u{0}", codePoint: 0)
        ),
        (
            "postgresql://me@h/d", ["PGSSLMODE": "require\u{0}"],
            .controlCharacter(source: "PGSSLMODE", value: "require\u{0}", codePoint: 0)
        ),
        (
            "postgresql://me@h/d", ["PGSSLROOTCERT": "/ca\u{85}"],
            .controlCharacter(source: "PGSSLROOTCERT", value: "/ca\u{85}", codePoint: 0x85)
        ),
        (
            "postgresql://me@h/d", ["PGCONNECT_TIMEOUT": "5\u{0}"],
            .controlCharacter(source: "PGCONNECT_TIMEOUT", value: "5\u{0}", codePoint: 0)
        ),
        ("postgresql://h/d", ["USER": "me\u{0}"], .controlCharacter(source: "USER", value: "me\u{0}", codePoint: 0)),
        (
            "postgresql://h/d", ["LOGNAME": "me\u{0}"],
            .controlCharacter(source: "LOGNAME", value: "me\u{0}", codePoint: 0)
        ),
    ]

    @Test(arguments: controlCharacters)
    func aControlCharacterInAnyValueIsRefusedAfterDecoding(
        _ url: String, _ environment: [String: String], _ expected: SyncSettingsError
    ) {
        #expect(throws: expected) { try SyncURL(parsing: url, environment: environment) }
    }

    @Test func theLoginNameIsReadOnlyWhenNothingNamesTheUser() throws {
        let url = try SyncURL(parsing: "postgresql://me@h/d", environment: ["USER": "x\u{0}"])
        #expect(url.user == "me")
    }

    @Test func aControlCharacterIsNamedByItsCodePoint() {
        let error = SyncSettingsError.controlCharacter(source: "PGUSER", value: "me\u{0}x", codePoint: 0)
        #expect(
            error.description
                == "Invalid PGUSER 'me\u{0}x': it holds the control character U+0000 (expected printable text; a NUL "
                + "or a line break would end the value early).")
    }

    @Test func aPasswordInTheURLIsNeverRepeatedInTheMessage() {
        let message = SyncSettingsError.passwordInURL.description
        #expect(!message.contains("secret"))
        #expect(message.contains("password_file"))
    }

    @Test(
        arguments: [
            (SyncEndpoint.tcp(host: "h", port: 5432), "h:5432", nil),
            (SyncEndpoint.socket(directory: "/run/pg/", port: 5433), "/run/pg/.s.PGSQL.5433", "/run/pg/.s.PGSQL.5433"),
        ] as [(SyncEndpoint, String, String?)])
    func anEndpointNamesItsSocketFile(_ endpoint: SyncEndpoint, _ description: String, _ socket: String?) {
        #expect(endpoint.description == description)
        #expect(endpoint.socketPath == socket)
    }
}
