/// `--color`: colour when the output is a terminal and nothing asks for none, always (through a pipe too), or
/// never (as `--no-color` and `NO_COLOR`).
package enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// The choice `--color` and `--no-color` make together: `--no-color` wins.
    package static func resolved(_ choice: ColorChoice, noColor: Bool) -> ColorChoice {
        noColor ? .never : choice
    }
}
