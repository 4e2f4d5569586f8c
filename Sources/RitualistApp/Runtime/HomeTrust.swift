import IntentKit
import RitualistStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders a home keeps its files in must be the user's own (or root's) and writable by nobody else:
/// whoever can write there can swap the database, the configuration or the intents.
///
/// A folder reached through a symbolic link is judged by the folder the link leads to, so that a link of one's
/// own to an owner-only folder is a home like any other; a link another user owns, on the way or at the end, is
/// refused whatever it leads to.
enum HomeTrust {
    /// The first folder of `paths` that exists and another user could write, with the fix; nil when all are safe.
    static func problem(in paths: RitualistPaths) -> String? {
        var seen: Set<String> = []
        for folder in [paths.configDirectory, paths.dataDirectory, paths.stateDirectory]
        where seen.insert(folder).inserted {
            if let problem = FileTrust.linkProblem(on: folder) { return problem }
            var status = stat()
            guard stat(folder, &status) == 0 else { continue }
            if let problem = FileTrust.problem(
                path: folder, owner: UInt32(status.st_uid), mode: UInt32(status.st_mode), isFolder: true)
            {
                return "\(folder): \(problem)"
            }
        }
        return nil
    }
}
