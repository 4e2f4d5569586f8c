import Foundation
import IntentKitTesting
import RitualistCore
import RitualistStore
import Testing

/// The machine id is made once, kept owner-only in the state folder, and read back by every later process.
@Suite struct MachineIdentityTests {
    @Test func theIdIsMadeOnceAndKept() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("state/machine-id")
        let first = try MachineIdentity(path: path).id()

        #expect(try MachineIdentity(path: path).id() == first)
        #expect(permissions(path) == 0o600)
        #expect(permissions(directory.path("state")) == 0o700)
        #expect(
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) == first.text + "\n")
    }

    /// Threads of one process as well as processes: the temporary file each writes before linking it into place is
    /// its own, so one never links, truncates or removes another's.
    @Test func twoIdentitiesStartingAtOnceAgree() async throws {
        let directory = TemporaryDirectory()
        for round in 0..<40 {
            let path = directory.path("machine-id-\(round)")
            let ids = await withTaskGroup(of: UUID?.self) { group in
                for _ in 0..<16 { group.addTask { try? MachineIdentity(path: path).id() } }
                return await group.reduce(into: Set<UUID?>()) { $0.insert($1) }
            }
            #expect(ids.count == 1, "round \(round)")
            #expect(!ids.contains(nil), "round \(round)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(left.allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test(arguments: ["", "not a uuid\n", "0195f7a0-0000-7000-8000\n"])
    func aFileThatHoldsNoIdIsAnErrorAndIsKept(_ text: String) throws {
        let directory = TemporaryDirectory()
        let path = directory.path("machine-id")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))

        let error = #expect(throws: StoreError.self) { try MachineIdentity(path: path).id() }
        #expect(error == .unavailable(path: path, reason: "it does not hold a machine id (a UUID)"))
        #expect(FileManager.default.contents(atPath: path) == Data(text.utf8))
    }
}
