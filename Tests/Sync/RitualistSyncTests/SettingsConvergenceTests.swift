import Foundation
import IntentKitTesting
import RitualistApp
import RitualistCore
import RitualistSync
import Testing

/// Homes that edit their config.yaml offline and exchange entries in any order end with the same synced settings.
@Suite struct SettingsConvergenceTests {
    static let choices = [
        "week_start": ["monday", "tuesday", "sunday"], "notify": ["never", "errors", "always"],
        "streak.threshold": ["any", "half", "all", "80%"],
    ]

    @Test(arguments: 1...40) func homesEditingSettingsOfflineInAnyOrderEndWithTheSameSettings(seed: Int) throws {
        var random = SeededGenerator(state: UInt64(seed))
        let server = MemoryServer()
        let homes = try ConvergenceTests.machines.map { try SyncHome(machine: $0, inMemory: true) }
        let starts = ["", "# mine\nweek_start: monday\n", "streak: {threshold: half}  # flow\nnotify: errors\n"]
        for (home, start) in zip(homes, starts.shuffled(using: &random)) { home.config = start }

        for round in 0..<6 {
            for (index, home) in homes.enumerated() where Bool.random(using: &random) {
                // Two machines may edit at one instant: the machine id decides.
                home.clock(noon(day(0), minutes: Double(round * 10 + Int.random(in: 0...1, using: &random) * index)))
                let key = Self.choices.keys.sorted().randomElement(using: &random)!
                let value = Self.choices[key]!.randomElement(using: &random)!
                try SyncedSettingsFile(path: home.configPath).write([key: value])
            }
            for home in homes.shuffled(using: &random) where Bool.random(using: &random) {
                if Bool.random(using: &random) { try server.push(home) }
                if Bool.random(using: &random) { try server.pull(home, batch: Int.random(in: 1...3, using: &random)) }
            }
        }
        for _ in 0..<2 {
            for home in homes.shuffled(using: &random) {
                try server.push(home)
                try server.pull(home)
            }
        }

        let values = try homes.map { try SyncedSettingsFileReader.values($0) }
        for (home, settings) in zip(homes, values).dropFirst() {
            #expect(settings == values[0], "\(home.config ?? "")")
        }
        for home in homes {
            #expect(try home.ledger.status().setAside.isEmpty)
            #expect(try home.ledger.status().settingsWaiting == nil)
        }
    }
}
