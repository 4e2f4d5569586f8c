import Foundation

/// The scheduler `ritual triggers install` writes time triggers for.
package enum TriggerTarget: String, CaseIterable, Sendable {
    /// systemd user timers in `$XDG_CONFIG_HOME/systemd/user/`.
    case systemd
    /// launchd agents in `~/Library/LaunchAgents/`.
    case launchd
    /// A marked block in the user's crontab.
    case cron

    /// launchd on macOS; elsewhere systemd where `systemctl` is found, else cron.
    package static func preferred(environment: [String: String]) -> TriggerTarget {
        #if os(macOS)
            return .launchd
        #else
            let path = (environment["PATH"] ?? "").split(separator: ":")
            return path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/systemctl") } ? .systemd : .cron
        #endif
    }
}
