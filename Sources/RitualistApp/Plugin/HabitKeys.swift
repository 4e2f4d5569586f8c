import IntentKit
import RitualistCore
import RitualistStore

extension Keys {
    /// The habit store of the home, opened once per process.
    package static let habitStore = Key<any HistoryStore>("habits.store")
    /// The `habit` entity's candidates, kept while the habits stay the same.
    static let habitCandidates = Key<HabitCandidates>("habits.candidates")
    /// The settings of `config.yaml`, read once per process.
    package static let settings = Key<RitualistSettings>("ritualist.settings")
    /// Where the home's files live.
    package static let paths = Key<RitualistPaths>("ritualist.paths")
    /// The moment the process started, on the display zone's wall clock: "today" for the whole run.
    package static let now = Key<LocalMoment>("clock.now")
    /// The environment the program runs in: where the programs it starts are found (`PATH`), and what they inherit.
    package static let environment = Key<[String: String]>("process.environment")
}
