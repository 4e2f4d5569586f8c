import Foundation
import Primitives
import Testing

@Suite struct OwnerOnlyDirectoryTests {
    let base: String

    init() throws {
        base = NSTemporaryDirectory() + "primitives-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: false)
    }

    func mode(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func createsMissingFoldersForTheOwnerOnly() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        try OwnerOnlyDirectory.create(parentOf: base + "/a/b/file.txt")
        #expect(try mode(base + "/a") == 0o700)
        #expect(try mode(base + "/a/b") == 0o700)
        try OwnerOnlyDirectory.create(base + "/a/b")
    }

    @Test func namesTheFolderItCannotCreate() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(FileManager.default.createFile(atPath: base + "/file", contents: Data("x".utf8)))
        #expect(throws: DirectoryError.cannotCreate(path: base + "/file/sub", reason: "Not a directory")) {
            try OwnerOnlyDirectory.create(base + "/file/sub")
        }
        #expect(
            DirectoryError.cannotCreate(path: "/x", reason: "Permission denied").description
                == "cannot create '/x': Permission denied")
    }

    @Test func followsItsOwnLinks() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/real", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: base + "/link", withDestinationPath: base + "/real")
        try OwnerOnlyDirectory.create(base + "/link/state")
        #expect(FileManager.default.fileExists(atPath: base + "/real/state"))
    }

    // Only root may give a link away to another user.
    @Test(.enabled(if: geteuid() == 0)) func refusesALinkAnotherUserOwns() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/elsewhere", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: base + "/state", withDestinationPath: base + "/elsewhere")
        #expect(lchown(base + "/state", 65534, 65534) == 0)
        let error = #expect(throws: DirectoryError.self) { try OwnerOnlyDirectory.create(base + "/state/ritualist") }
        #expect(error == .foreignLink(path: base + "/state", owner: 65534))
        #expect(
            error?.description
                == "refusing to follow '\(base)/state': it is a symbolic link owned by uid 65534, not you")
        #expect(!FileManager.default.fileExists(atPath: base + "/elsewhere/ritualist"))
    }
}
