#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The executables of the plugins folder, each with its description or the problems that keep it out.
///
/// Descriptions come from `plugins-cache.json` in the state folder, keyed by each file's identity, so a run asks
/// only a plugin that is new or changed (and asks it once).
package struct PluginFolder: Sendable {
    /// One executable of the folder.
    package struct Entry: Sendable {
        package let path: String
        package let description: PluginDescription?
        package let problems: [String]
    }

    package static let defaultTimeout = 10.0
    package let entries: [Entry]

    /// Reads `folder`, describing new or changed plugins with `environment` and remembering them in `cachePath`.
    ///
    /// `timeout` gives the seconds a plugin's `describe` may take, by its file's name: its name proper is not known
    /// until it has answered, and a plugin's file is named after it (`plugins.git.timeout` for `plugins/git`).
    /// When two plugins give the same name, the first in file-name order is used and the others are left out
    /// with a problem naming it.
    package init(
        folder: String, cachePath: String, environment: [String: String],
        timeout: (String) -> Double = { _ in PluginFolder.defaultTimeout }
    ) {
        guard let names = FileSystem.names(in: folder), !names.isEmpty else {
            entries = []
            return
        }
        var status = stat()
        if stat(folder, &status) == 0,
            let problem = FileTrust.problem(path: folder, owner: status.st_uid, mode: status.st_mode, isFolder: true)
        {
            entries = [Entry(path: folder, description: nil, problems: [PluginProblem.untrusted(problem).description])]
            return
        }
        var cache = PluginCache(path: cachePath)
        let described = names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name in
            Self.entry(folder + "/" + name, cache: &cache, environment: environment, timeout: timeout(name))
        }
        cache.save()
        entries = Self.leavingOutSecondNames(described)
    }

    /// `entries` with every plugin that gives a name an earlier one gave left out, its problem naming the first.
    private static func leavingOutSecondNames(_ entries: [Entry]) -> [Entry] {
        var first: [String: String] = [:]
        return entries.map { entry in
            guard entry.problems.isEmpty, let name = entry.description?.name else { return entry }
            guard let taken = first[name] else {
                first[name] = entry.path
                return entry
            }
            let problem = PluginProblem.duplicateName(name, first: taken)
            return Entry(path: entry.path, description: entry.description, problems: [problem.description])
        }
    }

    /// The plugins that may be registered: described, trusted, and named once.
    package func plugins(environment: [String: String], host: PluginHost) -> [ExternalPlugin] {
        entries.compactMap { entry in
            guard entry.problems.isEmpty, let description = entry.description else { return nil }
            return ExternalPlugin(path: entry.path, description: description, environment: environment, host: host)
        }
    }

    private static func entry(
        _ path: String, cache: inout PluginCache, environment: [String: String], timeout: Double
    ) -> Entry? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0 else {
            return nil
        }
        if let problem = FileTrust.problem(path: path, owner: status.st_uid, mode: status.st_mode, isFolder: false) {
            return Entry(path: path, description: nil, problems: [PluginProblem.untrusted(problem).description])
        }
        let identity = PluginCache.Identity(path: path, status: status)
        let answer = cache.answer(for: identity) ?? describe(path, environment: environment, timeout: timeout)
        cache.remember(answer, for: identity)
        switch answer {
        case .description(let text):
            do {
                return Entry(path: path, description: try PluginDescription(json: text), problems: [])
            } catch {
                return Entry(path: path, description: nil, problems: [error.description])
            }
        case .problem(let problem):
            return Entry(path: path, description: nil, problems: [problem])
        }
    }

    private static func describe(_ path: String, environment: [String: String], timeout: Double)
        -> PluginCache.Answer
    {
        let process = PluginProcess(path: path, timeout: timeout)
        do {
            let finished = try process.run("describe", input: "", environment: environment)
            if let problem = finished.problem {
                let excerpt = finished.stderrExcerpt.isEmpty ? "" : " (stderr: \(finished.stderrExcerpt))"
                return .problem("describe " + problem.description + excerpt)
            }
            return .description(finished.stdout)
        } catch {
            return .problem(error.description)
        }
    }
}
