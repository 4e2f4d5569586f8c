import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// What the loader makes of files that are not plain declaration files: each is a diagnostic, never a hang.
@Suite struct DeclarationFilesTests {
    let folder = TemporaryDirectory()

    /// The diagnostics `ritual check` would print for the folder, as `path: error: message` lines.
    func report() -> [String] {
        let loaded = DeclarationFiles.load(
            DeclarationFiles.list(in: folder.path), origin: .user, limit: DeclarationLimits.standard.maximumFileSize)
        let parser = DeclarationParser(vocabulary: PluginRegistry.counters.vocabulary)
        return loaded.unreadable.map(\.header)
            + loaded.sources.flatMap { source -> [String] in
                guard case .failure(let list) = parser.parse(source) else { return [] }
                return list.diagnostics.map(\.header)
            }
    }

    func relative(_ line: String) -> String {
        line.replacingOccurrences(of: folder.path + "/", with: "")
    }

    @Test func aFIFONamedLikeADeclarationIsReportedWithoutWaitingForAWriter() throws {
        #expect(mkfifo(folder.path("x.yaml"), 0o600) == 0)
        let start = ContinuousClock.now
        #expect(report().map(relative) == ["x.yaml: error: not a regular file (it is a FIFO)"])
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func aFolderNamedLikeADeclarationIsReported() throws {
        try FileManager.default.createDirectory(atPath: folder.path("x.yaml"), withIntermediateDirectories: false)
        #expect(report().map(relative) == ["x.yaml: error: not a regular file (it is a folder)"])
    }

    @Test func aDeviceBehindALinkIsReportedNotReadAsAnEmptyFile() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.path("zero.yaml"), withDestinationPath: "/dev/zero")
        #expect(report().map(relative) == ["zero.yaml: error: not a regular file (it is a character device)"])
    }

    @Test func aLinkLoopIsReported() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.path("a.yaml"), withDestinationPath: "b.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("b.yaml"), withDestinationPath: "a.yaml")
        #expect(
            report().map(relative) == [
                "a.yaml: error: cannot read the file: Too many levels of symbolic links",
                "b.yaml: error: cannot read the file: Too many levels of symbolic links",
            ])
    }

    @Test func anAbsentFolderHasNoDeclarations() {
        #expect(DeclarationFiles.list(in: folder.path("missing")).isEmpty)
        #expect(DeclarationFiles.list(in: folder.path).isEmpty)
    }

    @Test func aFolderThatIsAFileIsReported() throws {
        let file = try folder.write("intents", "not a folder\n")
        #expect(DeclarationFiles.list(in: file) == [file + "/"])
        let error = #expect(throws: DeclarationFiles.FileError.self) {
            try DeclarationFiles.load(file + "/", origin: .user, limit: 100)
        }
        #expect(error?.diagnostic.header == file + "/: error: cannot read the folder: Not a directory")
    }

    @Test func aReadableFolderListsOnlyVisibleDeclarationFilesInNameOrder() throws {
        for name in ["b.yml", "a.yaml", ".hidden.yaml", "notes.txt"] { try folder.write(name, "x: 1\n") }
        #expect(DeclarationFiles.list(in: folder.path).map(relative) == ["a.yaml", "b.yml"])
    }
}
