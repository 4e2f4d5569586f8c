import Foundation
import RitualistCore

extension RitualistRuntime {
    /// The names and ids of the store's habits, archived ones too, for checks that name habits; nil when there is
    /// no store yet (nothing is created to answer) or it cannot be read.
    package func storedHabitNames() -> [String]? {
        guard FileManager.default.fileExists(atPath: paths.database),
            let habits = try? openStore().habits()
        else { return nil }
        return habits.flatMap { [$0.name, $0.id.text] }
    }
}
