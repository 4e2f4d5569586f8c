import Testing

@testable import RitualistSync

@Suite struct PGPassFileTests {
    static let file = """
        # comment: host:port:db:user:password
        db.example.org:5432:habits:me:first
        weird\\:host:5432:habits:me:with\\:colon\\\\
        *:5432:habits:me:second
        db.example.org:*:*:them:third
        localhost:5432:*:sock:fourth
        /run/pg:5433:*:sock:fifth
        \\*:5432:star:me:literal-star
        short:line
        """

    static let cases: [(SyncEndpoint, String, String, String?)] = [
        (.tcp(host: "db.example.org", port: 5432), "habits", "me", "first"),
        (.tcp(host: "other.example.org", port: 5432), "habits", "me", "second"),
        (.tcp(host: "db.example.org", port: 6000), "anything", "them", "third"),
        (.tcp(host: "weird:host", port: 5432), "habits", "me", "with:colon\\"),
        (.socket(directory: "/var/run/postgresql", port: 5432), "x", "sock", "fourth"),
        (.socket(directory: "/run/pg", port: 5433), "x", "sock", "fifth"),
        (.tcp(host: "db.example.org", port: 5432), "habits", "nobody", nil),
        (.tcp(host: "*", port: 5432), "star", "me", "literal-star"),
        (.tcp(host: "elsewhere", port: 5432), "star", "me", nil),
    ]

    @Test(arguments: cases)
    func theFirstMatchingLineGivesThePassword(
        _ endpoint: SyncEndpoint, _ database: String, _ user: String, _ expected: String?
    ) {
        #expect(PGPassFile(parsing: Self.file).password(for: endpoint, database: database, user: user) == expected)
    }
}
