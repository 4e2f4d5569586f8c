import Foundation
import RitualistSync
import RitualistSyncServer
import Testing

/// The test server's TCP port takes TLS only, with a certificate for `localhost` signed by a CA the script made.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct TLSTests {
    static func settings(host: String, mode: String, ca: String?) throws -> SyncSettings {
        let variables = TestServer.variables ?? [:]
        var url =
            "postgresql://\(variables["PGUSER"] ?? "")@\(host):\(variables["RITUALIST_TEST_PG_TLS_PORT"] ?? "")"
            + "/postgres?sslmode=\(mode)&connect_timeout=5"
        if let ca { url += "&sslrootcert=" + ca }
        return try SyncSettings.resolve(
            url: url, passwordFile: variables["RITUALIST_TEST_PGPASSWORD_FILE"], environment: [:])
    }

    static var ca: String { TestServer.variables?["RITUALIST_TEST_PG_CA"] ?? "" }
    static var otherCA: String { TestServer.variables?["RITUALIST_TEST_PG_OTHER_CA"] ?? "" }

    @Test(arguments: [
        ("localhost", "verify-full"), ("localhost", "verify-ca"), ("127.0.0.1", "verify-ca"), ("localhost", "require"),
        ("localhost", "prefer"),
    ])
    func aCertificateTheCAVouchesForConnects(_ host: String, _ mode: String) async throws {
        let server = try await ServerConnection.open(try Self.settings(host: host, mode: mode, ca: Self.ca))
        let rows = try await server.connection.query(
            "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()", logger: server.logger)
        for try await ssl in rows.decode(Bool.self) { #expect(ssl) }
        await server.close()
    }

    @Test(arguments: [
        ("localhost", "verify-full", true),  // signed by another CA
        ("localhost", "verify-ca", true),
        ("127.0.0.1", "verify-full", false),  // the certificate names localhost, not 127.0.0.1
    ])
    func anUnverifiableCertificateIsRefused(_ host: String, _ mode: String, _ wrongCA: Bool) async throws {
        let settings = try Self.settings(host: host, mode: mode, ca: wrongCA ? Self.otherCA : Self.ca)
        let error = await #expect(throws: SyncServerError.self) { try await ServerConnection.open(settings) }
        guard case .tls? = error else {
            Issue.record("expected a TLS failure, got \(String(describing: error))")
            return
        }
        #expect(error?.exitCode == 69)
    }

    @Test func withoutTLSAServerThatRequiresItRefusesTheLogin() async throws {
        let settings = try Self.settings(host: "localhost", mode: "disable", ca: nil)
        let error = await #expect(throws: SyncServerError.self) { try await ServerConnection.open(settings) }
        #expect(error?.description.contains("no encryption") == true || error?.description.contains("pg_hba") == true)
    }
}
