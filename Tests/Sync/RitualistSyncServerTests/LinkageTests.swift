import Foundation
import IntentKitTesting
import Testing

/// `ritual` starts on every press and must not pay for a PostgreSQL client: only `ritual-sync` links PostgresNIO.
@Suite struct LinkageTests {
    static func mentions(_ program: String, _ text: String) throws -> Bool {
        let data = try Data(contentsOf: URL(fileURLWithPath: BuiltProducts.path(of: program)), options: .alwaysMapped)
        return data.range(of: Data(text.utf8)) != nil
    }

    @Test func ritualLinksNoPostgreSQLClientAndRitualSyncDoes() throws {
        // The module's name is in every mangled symbol of PostgresNIO (`11PostgresNIO`).
        #expect(try !Self.mentions("ritual", "11PostgresNIO"))
        #expect(try Self.mentions("ritual-sync", "11PostgresNIO"))
    }
}
