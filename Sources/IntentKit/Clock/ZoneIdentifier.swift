#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The name a zone is recorded under (each log keeps the zone it was written in, and a run re-reads it): what `TZ`
/// names when it names a zone — a zone of the system's database, a tzfile's path or a POSIX rule — and `UTC`, the
/// zone the C library then counts in, when it names none. Never more than a short line of printable text, whatever
/// `TZ` holds.
package enum ZoneIdentifier {
    /// Longer than any zone name, path or rule the system has (a file name's limit).
    static let maximumLength = 255
    package static let zoneFolder = "/usr/share/zoneinfo/"

    /// `name` (a `TZ` value without its leading `:`) when it is recorded as it is, else `UTC`. `loaded` says whether
    /// the zone was read from a tzfile: nil when not known, and then the file is looked for.
    package static func recorded(_ name: String, loaded: Bool? = nil) -> String {
        guard isPrintable(name) else { return "UTC" }
        if name.hasPrefix("/") { return loaded ?? exists(name) ? name : rule(name) }
        guard isZoneName(name) else { return rule(name) }
        return loaded ?? exists(zoneFolder + name) ? name : rule(name)
    }

    /// Whether `name` is a zone of the system's database (`Europe/Berlin`): a zone name with its file in the folder.
    package static func isSystemZone(_ name: String) -> Bool {
        isZoneName(name) && exists(zoneFolder + name)
    }

    /// A POSIX rule (`EST5EDT,M3.2.0,M11.1.0`) as it is, else `UTC`.
    private static func rule(_ name: String) -> String {
        PosixZoneRule(name) == nil ? "UTC" : name
    }

    /// Printable ASCII without spaces, and short.
    static func isPrintable(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= maximumLength && text.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// A name below the zone folder: parts of letters, digits, `_`, `+`, `-` and `.`, none of them `.` or `..`.
    package static func isZoneName(_ text: String) -> Bool {
        text.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
                && part.utf8.allSatisfy { byte in
                    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                        || "_+-.".utf8.contains(byte)
                }
        }
    }

    /// The system's zone (the one `/etc/localtime` names), else `UTC`.
    package static var system: String { WallZone.systemIdentifier() }

    private static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
}
