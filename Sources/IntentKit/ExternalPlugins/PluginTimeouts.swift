/// The `plugins:` setting of `config.yaml`: a mapping of plugin names to `{timeout: SECONDS}`.
package enum PluginTimeouts {
    package static func parse(_ value: ConfigValue) -> (timeouts: [String: Double], problems: [Diagnostic]) {
        guard case .mapping(let entries) = value.shape else {
            return ([:], [value.diagnostic("plugins must be a mapping of plugin names to settings, not \(value.kind)")])
        }
        var timeouts: [String: Double] = [:]
        var problems: [Diagnostic] = []
        for entry in entries {
            guard case .mapping(let settings) = entry.value.shape else {
                problems.append(entry.value.diagnostic("plugin '\(entry.key)' needs a mapping such as {timeout: 5}"))
                continue
            }
            for setting in settings {
                guard setting.key == "timeout" else {
                    problems.append(
                        setting.keyNode.diagnostic("unknown plugin setting '\(setting.key)' (expected timeout)"))
                    continue
                }
                if let seconds = setting.value.scalar.flatMap(Double.init), seconds > 0, seconds <= 3600 {
                    timeouts[entry.key] = seconds
                } else {
                    problems.append(
                        setting.value.diagnostic("invalid timeout \(setting.value.kind) (expected seconds, 0 to 3600)"))
                }
            }
        }
        return (timeouts, problems)
    }
}
