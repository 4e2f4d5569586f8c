import Foundation
import IntentKitTesting
import Testing

/// `ritual restore` through the real binary, with the clock pinned so that restores share one instant.
struct RestoreCommandTests {
    @Test func twoRestoresWithinOneInstantBothSucceedAndKeepEachPreviousStore() throws {
        let ritual = Ritual()
        try #require(ritual("habit", "add", "Meditate", "--start", "2025-11-01").status == 0)
        let backup = ritual.home.path("backup.sqlite")
        try #require(try ritual.binary("backup", backup).status == 0)
        var kept: [String] = []
        for _ in 0..<2 {
            let restored = try ritual.binary("restore", backup, "--json")
            #expect(restored.status == 0, "\(restored.stderr)")
            let reply = try JSONSerialization.jsonObject(with: Data(restored.stdout.utf8)) as? [String: Any]
            kept.append(try #require(reply?["kept"] as? String))
        }
        #expect(kept.count == 2 && kept[0] != kept[1])
        #expect(kept[1] == kept[0] + "-2")
        #expect(kept.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(ritual("habit", "list").stdout.contains("Meditate"))
    }
}
