import Foundation
import IntentKitTesting
import Testing

/// Root reads every folder whatever its mode, so these run `ritual check` as another user (`setpriv`).
@Suite struct UnreadableFolderTests {
    static let canDropPrivileges = geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    func check(home: TemporaryDirectory) throws -> ProcessResult {
        try ProcessRunner.run(
            "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", BuiltProducts.path(of: "ritual"), "check"],
            environment: ["RITUALIST_HOME": home.path, "PATH": "/usr/bin:/bin"])
    }

    func giveAway(_ paths: [String]) {
        for path in paths { #expect(chown(path, 65534, 65534) == 0) }
    }

    @Test(.enabled(if: canDropPrivileges)) func anIntentsFolderThatCannotBeListedIsReported() throws {
        let home = TemporaryDirectory()
        let file = try home.write("intents/Mine.yaml", "version: 1\n")
        let intents = home.path("intents")
        giveAway([home.path, intents, file])
        #expect(chmod(intents, 0o300) == 0)
        let result = try check(home: home)
        #expect(result.status == 78)
        #expect(result.stderr == "\(intents)/: error: cannot list the folder: Permission denied\n1 error in 1 file.\n")
    }

    @Test(.enabled(if: canDropPrivileges)) func anIntentFileThatCannotBeReadIsReported() throws {
        let home = TemporaryDirectory()
        let file = try home.write("intents/Mine.yaml", "version: 1\n")
        giveAway([home.path, home.path("intents"), file])
        #expect(chmod(file, 0o200) == 0)
        let result = try check(home: home)
        #expect(result.status == 78)
        #expect(result.stderr == "\(file): error: cannot read the file: Permission denied\n1 error in 1 file.\n")
    }
}
