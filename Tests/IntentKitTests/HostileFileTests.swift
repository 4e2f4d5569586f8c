import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// Hostile files in an intents folder: each is one exact diagnostic, and nothing waits or reads without bound.
@Suite struct HostileFileTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        /// Puts the hostile `x.yaml` into the folder.
        let make: @Sendable (String) throws -> Void
        /// The diagnostic, without the folder's path.
        let expected: String
        var testDescription: String { label }

        /// `x.yaml` as a symbolic link to `target`, reported with `message`.
        static func link(_ label: String, to target: String, _ message: String) -> Case {
            Case(
                label: label,
                make: { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: target) },
                expected: "x.yaml: error: " + message)
        }
    }

    struct SetUpFailed: Error {}

    /// Fails the set-up when a C call does.
    static func check(_ result: Int32) throws {
        guard result == 0 else { throw SetUpFailed() }
    }

    static let cases: [Case] = [
        Case(
            label: "a FIFO", make: { try check(mkfifo($0, 0o600)) },
            expected: "x.yaml: error: not a regular file (it is a FIFO)"),
        Case(
            label: "a folder",
            make: { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false) },
            expected: "x.yaml: error: not a regular file (it is a folder)"),
        .link("/dev/zero behind a link", to: "/dev/zero", "not a regular file (it is a character device)"),
        .link("/dev/null behind a link", to: "/dev/null", "not a regular file (it is a character device)"),
        .link("a link to itself", to: "x.yaml", "cannot read the file: Too many levels of symbolic links"),
        .link("a dangling link", to: "gone.yaml", "cannot read the file: No such file or directory"),
        Case(
            label: "a 10 MB file",
            make: { path in
                try "".write(toFile: path, atomically: false, encoding: .utf8)
                try check(truncate(path, 10 << 20))
            },
            expected: "x.yaml: error: file is 10485760 bytes, larger than the limit of 1048576 bytes"),
        Case(
            label: "a file others can write",
            make: { path in
                try "version: 1\n".write(toFile: path, atomically: false, encoding: .utf8)
                try check(chmod(path, 0o666))
            },
            expected: "x.yaml: error: file is writable by others; run 'chmod go-w x.yaml'"),
        Case(
            label: "an empty file", make: { try "".write(toFile: $0, atomically: false, encoding: .utf8) },
            expected: "x.yaml:1:1: error: file is empty; expected an intent declaration"),
    ]

    @Test(arguments: cases) func isOneExactDiagnosticQuickly(_ testCase: Case) throws {
        let folder = TemporaryDirectory()
        try testCase.make(folder.path("x.yaml"))
        let start = ContinuousClock.now
        let loaded = DeclarationFiles.load(
            DeclarationFiles.list(in: folder.path), origin: .user, limit: DeclarationLimits.standard.maximumFileSize)
        let load = CatalogLoader(parser: DeclarationParser(vocabulary: PluginRegistry.counters.vocabulary))
            .load(loaded.sources)
        #expect(ContinuousClock.now - start < .seconds(2))
        let shown = load.diagnostics.map { $0.header.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(shown == [testCase.expected])
        #expect(loaded.unreadable.isEmpty)
    }
}
