import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// How a folder of declarations is listed (the hostile files in it are in `HostileFileTests`).
@Suite struct DeclarationFilesTests {
    let folder = TemporaryDirectory()

    func relative(_ line: String) -> String {
        line.replacingOccurrences(of: folder.path + "/", with: "")
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
