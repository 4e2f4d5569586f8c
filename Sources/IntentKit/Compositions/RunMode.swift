/// What a composition does when it is run again while a run of it is in progress, in any process of one home.
package enum RunMode: Sendable, Equatable, CustomStringConvertible {
    /// The new run is dropped with error case `alreadyRunning` (the default: hotkeys get mashed).
    case single
    /// The new run waits its turn; beyond `max` waiting runs, it is dropped.
    case queued(max: Int)
    /// Up to `max` runs at once; one more is dropped.
    case parallel(max: Int)

    /// How many waiting or simultaneous runs `queued` and `parallel` allow when the declaration does not say.
    package static let defaultMax = 10

    /// The names a declaration's `mode:` accepts.
    package static let names = ["single", "queued", "parallel"]

    /// The mode as `describe` shows it, with its bound.
    package var description: String {
        switch self {
        case .single: return "single"
        case .queued(let max): return "queued (at most \(max) waiting)"
        case .parallel(let max): return "parallel (at most \(max) at once)"
        }
    }
}
