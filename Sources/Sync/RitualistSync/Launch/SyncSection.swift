import IntentKit

/// config.yaml's `sync:` section: the server's URL, the file that holds the password, and how often the sync timer
/// `ritual triggers install` writes runs `ritual-sync sync`.
///
/// ```yaml
/// sync:
///   url: postgresql://me@db.example.org:5432/ritualist?sslmode=verify-full
///   password_file: ~/.config/ritualist/sync-password
///   every: 15m
/// ```
///
/// The url may be left to `RITUALIST_SYNC_URL` (with, say, only `password_file` here), except with `every:`: the
/// timer's runs start from a scheduler, without the shell's environment.
///
/// Only its shape is checked here; `ritual-sync` reads the URL and the password file (`SyncSettings`), so that a
/// press does no more than it needs to start a push.
package struct SyncSection: Sendable, Equatable {
    /// The server's URL, as written.
    package var url: String?
    /// The password file's path, as written.
    package var passwordFile: String?
    /// The minutes between two runs of the sync timer (`every: 15m`, read as a trigger's `every:`); nil for none.
    package var every: Int?

    /// A section with the given values.
    package init(url: String? = nil, passwordFile: String? = nil, every: Int? = nil) {
        self.url = url
        self.passwordFile = passwordFile
        self.every = every
    }

    static let keys = ["url", "password_file", "every"]

    package static func parse(_ value: ConfigValue) -> (section: SyncSection?, problems: [Diagnostic]) {
        guard case .mapping(let entries) = value.shape else {
            return (
                nil,
                [
                    value.diagnostic(
                        "sync must be a mapping such as {url: \"postgresql://USER@HOST/DB\"}, not \(value.kind)")
                ]
            )
        }
        var section = SyncSection()
        var problems: [Diagnostic] = []
        for entry in entries {
            switch entry.key {
            case "url", "password_file":
                guard let text = entry.value.scalar, !text.isEmpty else {
                    problems.append(
                        entry.value.diagnostic("sync \(entry.key) needs a single value, not \(entry.value.kind)"))
                    continue
                }
                if entry.key == "url" { section.url = text } else { section.passwordFile = text }
            case "every":
                guard let text = entry.value.scalar, !text.isEmpty else {
                    problems.append(
                        entry.value.diagnostic("sync every needs an interval such as 15m, not \(entry.value.kind)"))
                    continue
                }
                switch TriggerInterval.minutes(text) {
                case .success(let minutes): section.every = minutes
                case .failure(let problem): problems.append(entry.value.diagnostic(problem.message))
                }
            case "password":
                problems.append(
                    entry.keyNode.diagnostic(
                        "a password does not belong in config.yaml; put it in a file readable by you alone and name "
                            + "it with password_file"))
            default:
                problems.append(
                    entry.keyNode.diagnostic(
                        "unknown sync setting '\(entry.key)' (expected url, password_file or every)."
                            + Suggestion.hint(for: entry.key, in: keys)))
            }
        }
        // Without a url the server is RITUALIST_SYNC_URL's, which a scheduler's run of the timer does not see.
        if section.url == nil, section.every != nil, problems.isEmpty {
            problems.append(
                value.diagnostic(
                    "sync every needs the url in this section: the timer runs ritual-sync outside your shell, "
                        + "where RITUALIST_SYNC_URL is not set"))
        }
        return (problems.isEmpty ? section : nil, problems)
    }
}
