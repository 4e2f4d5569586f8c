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
        #expect(error == .unreachable(server: empty.path + "/.s.PGSQL.5432", reason: "No such file or directory"))
    }

    /// It said `Connection errors: SingleConnectionFailure(target: [IPv4]localhost/127.0.0.1:5999, …)`.
    @Test func aPortNobodyListensOnIsUnreachableInTheSystemsWords() async throws {
        // A port just released: nothing listens on it.
        let port = SilentListener().port
        let settings = try SyncSettings.resolve(
            url: "postgresql://me@localhost:\(port)/db?sslmode=disable", passwordFile: nil, environment: [:])
        let error = await #expect(throws: SyncServerError.self) { try await ServerConnection.open(settings) }
        #expect(error == .unreachable(server: "localhost:\(port)", reason: "Connection refused"))
    }

    @Test func aServerThatNeverAnswersIsGivenUpAfterTheConnectTimeout() async throws {
        let listener = SilentListener()
        let settings = try SyncSettings.resolve(
            url: "postgresql://me@127.0.0.1:\(listener.port)/db?sslmode=disable&connect_timeout=1", passwordFile: nil,
            environment: [:])
        let error = await #expect(throws: SyncServerError.self) { try await ServerConnection.open(settings) }
        guard case .unreachable(let server, let reason)? = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(server == "127.0.0.1:\(listener.port)")
        #expect(reason.localizedCaseInsensitiveContains("timeout"))
    }

    /// Timed on the program itself: the tests around it share this process's threads.
    @Test func ritualSyncGivesUpOnAServerThatNeverAnswersAfterTheConnectTimeout() throws {
        let listener = SilentListener()
        let home = TemporaryDirectory()
        let started = Date()
        let result = try ProcessRunner.run(
            BuiltProducts.path(of: "ritual-sync"), ["init", "--strict"],
            environment: [
                "RITUALIST_HOME": home.path, "HOME": home.path,
                "RITUALIST_SYNC_URL": "postgresql://me@127.0.0.1:\(listener.port)/db?sslmode=disable&connect_timeout=1",
            ], timeout: 60)
        #expect(result.status == 69)
        #expect(result.stderr.contains("Cannot reach the sync server at 127.0.0.1:\(listener.port)"))
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func aDatabaseThatDoesNotExistIsSaidSo() async throws {
        let settings = try TestServer.adminSettings(database: "no_such_database")
        let error = await #expect(throws: SyncServerError.self) { try await ServerConnection.open(settings) }
        #expect(error?.description.contains("no_such_database") == true)
    }
}
