import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// Files and folders other users can write are refused, the way OpenSSH's StrictModes refuses them.
@Suite struct FileTrustTests {
    let folder = TemporaryDirectory()

    func loadError(_ path: String) -> String? {
        do {
            _ = try DeclarationFiles.load(path, origin: .user, limit: 1 << 20)
            return nil
        } catch {
            return error.diagnostic.header
        }
    }

    @Test(
        arguments: [
            (0, 0o100644, false, nil), (0, 0o40755, true, nil), (0, 0o40700, true, nil), (0, 0o100600, false, nil),
            (0, 0o100664, false, "file is writable by others; run 'chmod go-w /h/x.yaml'"),
            (0, 0o41777, true, "folder is writable by others; run 'chmod go-w /h/x.yaml'"),
            (65534, 0o100644, false, "file is owned by uid 65534, not you; only your own files and root's are read"),
            (65534, 0o40700, true, "folder is owned by uid 65534, not you; only your own files and root's are read"),
        ] as [(UInt32, UInt32, Bool, String?)])
    func trustFollowsTheOwnerAndTheWriteBits(owner: UInt32, mode: UInt32, isFolder: Bool, expected: String?) {
        #expect(FileTrust.problem(path: "/h/x.yaml", owner: owner, mode: mode, isFolder: isFolder) == expected)
    }

    @Test(arguments: [0o666, 0o664, 0o646, 0o622])
    func aDeclarationFileOthersCanWriteIsRefused(mode: Int) throws {
        let path = try folder.write("Mine.yaml", "version: 1\n")
        #expect(chmod(path, mode_t(mode)) == 0)
        #expect(loadError(path) == "\(path): error: file is writable by others; run 'chmod go-w \(path)'")
    }

    @Test(.enabled(if: geteuid() == 0)) func aDeclarationFileAnotherUserOwnsIsRefused() throws {
        let path = try folder.write("Theirs.yaml", "version: 1\n")
        #expect(chown(path, 65534, 65534) == 0)
        #expect(
            loadError(path)
                == "\(path): error: file is owned by uid 65534, not you; only your own files and root's are read")
    }

    @Test func anIntentsFolderOthersCanWriteIsRefusedAsAWhole() throws {
        try folder.write("intents/Mine.yaml", "version: 1\n")
        let intents = folder.path("intents")
        #expect(chmod(intents, 0o777) == 0)
        #expect(DeclarationFiles.list(in: intents) == [intents + "/"])
        #expect(
            loadError(intents + "/")
                == "\(intents)/: error: folder is writable by others; run 'chmod go-w \(intents)'")
    }

    @Test(.enabled(if: geteuid() == 0)) func anIntentsFolderAnotherUserOwnsIsRefusedAsAWhole() throws {
        try folder.write("intents/Mine.yaml", "version: 1\n")
        let intents = folder.path("intents")
        #expect(chown(intents, 65534, 65534) == 0)
        #expect(
            loadError(intents + "/")
                == "\(intents)/: error: folder is owned by uid 65534, not you; only your own files and root's are read")
    }

    @Test func aConfigFileOthersCanWriteIsRefused() throws {
        let path = try folder.write("config.yaml", "week_start: monday\n")
        #expect(chmod(path, 0o666) == 0)
        let error = #expect(throws: DiagnosticList.self) { try ConfigFile.load(path: path, keys: ["week_start"]) }
        #expect(
            error?.diagnostics.map(\.header) == [
                "\(path): error: file is writable by others; run 'chmod go-w \(path)'"
            ])
    }

    @Test func theOwnersFilesAreRead() throws {
        let path = try folder.write("Mine.yaml", "version: 1\n")
        #expect(chmod(path, 0o644) == 0)
        #expect(loadError(path) == nil)
    }
}
