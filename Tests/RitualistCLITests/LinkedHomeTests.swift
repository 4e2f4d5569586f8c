import Foundation
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A home reached through a symbolic link is judged by the folder the link leads to, and by who owns the link:
/// a person's own link to an owner-only folder is a home like any other, a link another user owns is not.
@Suite struct LinkedHomeTests {
    /// How the folders are laid out: which folder (or folder on the way) is a link, who owns it, and what it
    /// leads to. The layout is built in `base`, an owner-only folder beside the home.
    enum Layout: String, CaseIterable, CustomTestStringConvertible {
        case homeIsALink, folderOnTheWayIsALink, configIsALink, dataIsALink, stateIsALink
        case homeIsALinkAnotherUserOwns, folderOnTheWayIsALinkAnotherUserOwns
        case homeIsALinkToAFolderOthersCanWrite, homeIsALinkToAFolderAnotherUserOwns
        case homeIsALinkThroughALinkAnotherUserOwns

        var testDescription: String { rawValue }
    }

    /// Builds `layout` and returns the environment that points the run at it, and the stderr expected (empty when
    /// the home is used).
    func prepare(_ layout: Layout, home: String, base: String) throws -> (environment: [String: String], error: String)
    {
        let files = FileManager.default
        let link = base + "/link"
        func refused(_ problem: String) -> String { "Error: Refusing to use the home: \(problem).\n" }
        let foreignLink = "symbolic link is owned by uid 65534, not you; only your own links and root's are followed"
        switch layout {
        case .homeIsALink, .homeIsALinkAnotherUserOwns, .homeIsALinkToAFolderOthersCanWrite,
            .homeIsALinkToAFolderAnotherUserOwns:
            try files.createSymbolicLink(atPath: link, withDestinationPath: home)
            switch layout {
            case .homeIsALinkAnotherUserOwns:
                #expect(lchown(link, 65534, 65534) == 0)
                return (["RITUALIST_HOME": link], refused("\(link): \(foreignLink)"))
            case .homeIsALinkToAFolderOthersCanWrite:
                chmod(home, 0o777)
                return (
                    ["RITUALIST_HOME": link], refused("\(link): folder is writable by others; run 'chmod go-w \(link)'")
                )
            case .homeIsALinkToAFolderAnotherUserOwns:
                chown(home, 65534, 65534)
                return (
                    ["RITUALIST_HOME": link],
                    refused("\(link): folder is owned by uid 65534, not you; only your own files and root's are read")
                )
            default:
                return (["RITUALIST_HOME": link], "")
            }
        case .homeIsALinkThroughALinkAnotherUserOwns:
            let foreign = base + "/theirs"
            try files.createSymbolicLink(atPath: foreign, withDestinationPath: home)
            #expect(lchown(foreign, 65534, 65534) == 0)
            try files.createSymbolicLink(atPath: link, withDestinationPath: "theirs")
            return (["RITUALIST_HOME": link], refused("\(foreign): \(foreignLink)"))
        case .folderOnTheWayIsALink, .folderOnTheWayIsALinkAnotherUserOwns:
            try files.createDirectory(atPath: home + "/ritualist", withIntermediateDirectories: false)
            try files.createSymbolicLink(atPath: link, withDestinationPath: home)
            guard layout == .folderOnTheWayIsALinkAnotherUserOwns else {
                return (["RITUALIST_HOME": link + "/ritualist"], "")
            }
            #expect(lchown(link, 65534, 65534) == 0)
            return (["RITUALIST_HOME": link + "/ritualist"], refused("\(link): \(foreignLink)"))
        case .configIsALink, .dataIsALink, .stateIsALink:
            let linked = ["configIsALink": "config", "dataIsALink": "data", "stateIsALink": "state"][layout.rawValue]!
            var environment = ["RITUALIST_HOME": ""]
            for kind in ["config", "data", "state"] {
                try files.createDirectory(atPath: base + "/" + kind, withIntermediateDirectories: false)
                environment["XDG_\(kind.uppercased())_HOME"] = base + "/" + kind
                if kind == linked {
                    try files.createSymbolicLink(atPath: base + "/\(kind)/ritualist", withDestinationPath: home)
                }
            }
            return (environment, "")
        }
    }

    // Only root may give a link or a folder away to another user.
    @Test(arguments: Layout.allCases)
    func aLinkedHomeIsJudgedByItsTargetAndTheLinksOwner(layout: Layout) throws {
        let base = TemporaryDirectory()
        let home = TemporaryDirectory()
        try #require(geteuid() == 0 || !layout.rawValue.contains("AnotherUser"), "needs root to give files away")
        defer { chown(home.path, geteuid(), getegid()) }
        var ritual = Ritual()
        let (environment, error) = try prepare(layout, home: home.path, base: base.path)
        ritual.extra = environment
        let result = ritual("habit", "add", "Read")
        #expect(result.stderr == error)
        #expect(result.status == (error.isEmpty ? 0 : 78))
        let written = try FileManager.default.subpathsOfDirectory(atPath: home.path).filter { $0 != "ritualist" }
        #expect(error.isEmpty || written.isEmpty, "a refused home is left untouched")
        if error.isEmpty { #expect(result.stdout == "Added 'Read' (daily, from 2025-11-08).\n") }
    }
}
