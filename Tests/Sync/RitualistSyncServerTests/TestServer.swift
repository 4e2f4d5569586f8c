import Foundation
import PostgresNIO
import RitualistSync
import RitualistSyncServer
import Testing

/// The throwaway PostgreSQL server of the tests (scripts/postgres-test-server.sh): the one its variables name when
/// the tests run under `scripts/postgres-test-server.sh run`, else one started here for this test process and stopped
/// when it exits. Absent only when no PostgreSQL server binary is installed.
enum TestServer {
    /// The variables the script exports.
    static let variables: [String: String]? = locate()

    /// Why the server tests are skipped, shown beside them.
    static let skipReason: Comment = "no PostgreSQL server binary (install Debian's postgresql to run these tests)"

    /// Whether a server is there.
    static var available: Bool { variables != nil }

    /// The superuser's settings in `database`.
    static func adminSettings(database: String = "postgres") throws -> SyncSettings {
        let variables = variables ?? [:]
        let url =
            "postgresql://\(variables["PGUSER"] ?? "")@/\(database)?host=\(variables["PGHOST"] ?? "")"
            + "&port=\(variables["PGPORT"] ?? "")"
        return try SyncSettings.resolve(
            url: url, passwordFile: variables["RITUALIST_TEST_PGPASSWORD_FILE"], environment: [:])
    }

    /// Settings for `role` with `password` in `database`, over the socket, or as `url` says.
    static func settings(role: String, password: String?, database: String, query: String = "") throws -> SyncSettings {
        let variables = variables ?? [:]
        var settings = try SyncSettings.resolve(
            url: "postgresql://\(role)@/\(database)?host=\(variables["PGHOST"] ?? "")&port=\(variables["PGPORT"] ?? "")"
                + query,
            passwordFile: nil, environment: [:])
        settings.password = password
        return settings
    }

    /// Runs each statement as the superuser in `database`.
    static func admin(_ statements: [String], database: String = "postgres") async throws {
        let server = try await ServerConnection.open(try adminSettings(database: database))
        defer { Task { await server.close() } }
        for statement in statements {
            try await server.connection.query(PostgresQuery(unsafeSQL: statement), logger: server.logger)
        }
    }

    /// A new empty database, named for the test; dropped by nobody (the server goes with the test run).
    static func database() async throws -> String {
        let name = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(16)
        try await admin(["CREATE DATABASE \(name)"])
        return String(name)
    }

    private static func locate() -> [String: String]? {
        let environment = ProcessInfo.processInfo.environment
        if let host = environment["PGHOST"], environment["RITUALIST_TEST_PGPASSWORD_FILE"] != nil, !host.isEmpty {
            return environment
        }
        return start()
    }

    /// Starts a server with the script for this process; nil when no server binary is installed.
    private static func start() -> [String: String]? {
        let installed = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        guard
            installed.contains(where: {
                FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/\($0)/bin/initdb")
            })
        else { return nil }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let folder = NSTemporaryDirectory() + "ritualist-postgres-\(getpid())"
        // popen and pclose (waitpid) rather than Foundation's Process, whose wait never ends here, inside the lazy
        // initialisation of `variables`.
        guard let pipe = popen("bash '\(root)/scripts/postgres-test-server.sh' start '\(folder)'", "r") else {
            return nil
        }
        var text = ""
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            text += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        guard pclose(pipe) == 0 else { preconditionFailure("scripts/postgres-test-server.sh start failed") }
        var variables: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("export ") {
            let pair = line.dropFirst("export ".count)
            guard let equals = pair.firstIndex(of: "=") else { continue }
            variables[String(pair[..<equals])] = String(pair[pair.index(after: equals)...]).trimmingCharacters(
                in: CharacterSet(charactersIn: "'"))
        }
        stopCommand = "bash '\(root)/scripts/postgres-test-server.sh' stop '\(folder)'"
        atexit {
            if let command = TestServer.stopCommand { _ = system(command) }
        }
        return variables
    }

    nonisolated(unsafe) private static var stopCommand: String?
}
