import Foundation
import IntentKitTesting
import RitualistSync
import RitualistSyncServer
import Testing

@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct ConnectionFailureTests {
    @Test func aWrongPasswordIsAnAuthenticationFailure() async throws {
        var settings = try TestServer.adminSettings()
        settings.password = "not the password"
        let error = await #expect(throws: SyncServerError.self) { try await ServerConnection.open(settings) }
        guard case .authentication(_, let reason)? = error else {
            Issue.record("expected an authentication failure, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("password authentication failed"))
        #expect(error?.exitCode == 69)
    }

    @Test func noPasswordWhereTheServerAsksForOneSaysWhereToPutIt() async throws {
        var settings = try TestServer.adminSettings()
        settings.password = nil
        let error = await #expect(throws: SyncServerError.self) { try await ServerConnection.open(settings) }
        #expect(error?.description.contains("password_file") == true)
    }

    @Test func aSocketWithNoServerIsUnreachable() async throws {
        let empty = TemporaryDirectory()
        let settings = try SyncSettings.resolve(
            url: "postgresql://me@/db?host=\(empty.path)", passwordFile: nil, environment: [:])
        let error = await #expect(throws: SyncServerError.self) { try await ServerConnection.open(settings) }
        guard case .unreachable(let server, _)? = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(server == empty.path + "/.s.PGSQL.5432")
    }

    @Test func aServerThatNeverAnswersIsGivenUpAfterTheConnectTimeout() async throws {
        let listener = SilentListener()
        let settings = try SyncSettings.resolve(
            url: "postgresql://me@127.0.0.1:\(listener.port)/db?sslmode=disable&connect_timeout=1", passwordFile: nil,
            environment: [:])
        let started = Date()
        let error = await #expect(throws: SyncServerError.self) { try await ServerConnection.open(settings) }
        let elapsed = Date().timeIntervalSince(started)
        #expect(
            error
                == .unreachable(server: "127.0.0.1:\(listener.port)", reason: "no answer within 1 s (connect timeout)"))
        #expect(elapsed < 5)
    }

    @Test func aDatabaseThatDoesNotExistIsSaidSo() async throws {
        let settings = try TestServer.adminSettings(database: "no_such_database")
        let error = await #expect(throws: SyncServerError.self) { try await ServerConnection.open(settings) }
        #expect(error?.description.contains("no_such_database") == true)
    }
}
