import IntentKit

/// The commands config.yaml's `refresh:` runs after a run that changed something, each an argv list run
/// without a shell, such as `[pkill, -RTMIN+8, waybar]` or `[polybar-msg, action, ritual, hook, 0]`.
package struct RefreshHooks: Sendable, Equatable {
    package var commands: [[String]] = []

    package init(commands: [[String]] = []) {
        self.commands = commands
    }

    /// The hooks of `refresh:`, or a diagnostic for each item that is not a non-empty list of words.
    static func parse(_ value: ConfigValue) -> (hooks: RefreshHooks, problems: [Diagnostic]) {
        guard case .list(let items) = value.shape else {
            return (
                RefreshHooks(), [value.diagnostic("expected a list of commands for 'refresh', found \(value.kind)")]
            )
        }
        var hooks = RefreshHooks(), problems: [Diagnostic] = []
        for item in items {
            let words = item.items.compactMap(\.scalar)
            guard case .list = item.shape, words.count == item.items.count, let first = words.first,
                !first.isEmpty
            else {
                problems.append(
                    item.diagnostic(
                        "expected a command as a list of words, such as [pkill, -RTMIN+8, waybar], found \(item.kind)"))
                continue
            }
            hooks.commands.append(words)
        }
        return (hooks, problems)
    }
}
