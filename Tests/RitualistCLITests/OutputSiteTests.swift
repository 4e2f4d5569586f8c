import Foundation
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every command that writes a file a person names holds to one rule, through the real binary: a device, a FIFO, a
/// socket or a folder is refused with its kind named and left as it was; a regular file is replaced whole.
struct OutputSiteTests {
    /// A command that writes the file it is given, and what the refusal of a path starts with.
    struct Site: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: @Sendable (String) -> [String]
        let refusal: @Sendable (String) -> String
        let hotkeys: Bool
        var testDescription: String { name }
    }

    static let sites = [
        Site(
            name: "backup FILE", arguments: { ["backup", $0] }, refusal: { "'\($0)' cannot be written: " },
            hotkeys: false),
        Site(
            name: "export --output", arguments: { ["export", "--output", $0] },
            refusal: { "'\($0)' cannot be written: " }, hotkeys: false),
        Site(
            name: "calendar --output", arguments: { ["calendar", "--format", "text", "--output", $0] },
            refusal: { "Cannot write '\($0)': " }, hotkeys: false),
        Site(
            name: "hotkeys export --output", arguments: { ["hotkeys", "export", "--target", "i3", "--output", $0] },
            refusal: { "Cannot write '\($0)': " }, hotkeys: true),
    ]

    func home(for site: Site) throws -> Ritual {
        if site.hotkeys { return try HotkeyHome().ritual }
        let ritual = Ritual()
        try #require(ritual("habit", "add", "Meditate", "--start", "2025-11-01").status == 0)
        try #require(ritual("done", "Meditate").status == 0)
        return ritual
    }

    @Test(arguments: sites, SpecialFile.allCases)
    func aPathThatIsNoRegularFileIsRefusedNamingItsKindAndLeftAsItWas(site: Site, special: SpecialFile) throws {
        let ritual = try home(for: site)
        let path = ritual.home.path("out")
        special.make(at: path)
        let result = try ritual.binary(site.arguments(path))
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                site.refusal(path) + "it is \(special.kindName); expected a regular file, a new file name or '-' "
                    + "for standard output."), "\(result.stderr)")
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG, "\(special.kindName) stays one")
        let left = try FileManager.default.contentsOfDirectory(atPath: ritual.home.path).filter { $0.hasPrefix("out.") }
        #expect(left.isEmpty, "no temporary file is left: \(left)")
    }

    @Test(arguments: sites)
    func aRegularFileIsReplacedWholeAndALinkToOneKeepsItsLink(site: Site) throws {
        let ritual = try home(for: site)
        let target = ritual.home.path("target")
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        let link = ritual.home.path("link")
        #expect(symlink(target, link) == 0)
        let result = try ritual.binary(site.arguments(link))
        #expect(result.status == 0, "\(result.stderr)")
        let written = try #require(FileManager.default.contents(atPath: target))
        #expect(written.count > 4 && written != Data("old\n".utf8))
        var status = stat()
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link stays a link")
    }
}

extension OutputSiteTests {
    @Test(arguments: [0o644, 0o600])
    func aCalendarWrittenOverAFileKeepsItsPermissions(mode: Int) throws {
        let ritual = try home(for: Self.sites[2])
        let path = ritual.home.path("calendar.txt")
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, mode_t(mode)) == 0)
        #expect(ritual("calendar", "--format", "text", "--output", path).status == 0)
        var status = stat()
        #expect(stat(path, &status) == 0 && Int(status.st_mode & 0o777) == mode)
        #expect(try String(contentsOfFile: path, encoding: .utf8) != "old\n")
    }
}

extension Ritual {
    /// Runs the built binary with an argument list made at run time.
    func binary(_ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(Ritual.binary, arguments, environment: environment)
    }
}
