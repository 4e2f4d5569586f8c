/// The short, stable tag of a home: eight hexadecimal digits of the 32-bit FNV-1a hash of its absolute path (the
/// folder `RITUALIST_HOME` names, or the default data folder). The units, plists and crontab block of a home carry it,
/// so two homes installing to one scheduler each touch only their own. Swift's `hashValue` is seeded afresh in
/// every process and would name another tag at every run.
package struct HomeTag: Hashable, Sendable, CustomStringConvertible {
    /// `1f0a9c3e`.
    package let text: String

    package init(path: String) {
        var hash: UInt32 = 0x811C_9DC5
        for byte in Self.trimmingSlash(path).utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let digits = String(hash, radix: 16)
        text = String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// A tag read back from a file; nil unless it is eight lowercase hexadecimal digits.
    package init?(text: some StringProtocol) {
        guard text.count == 8, text.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
        self.text = String(text)
    }

    package var description: String { text }

    /// `/home/me/ritual/` and `/home/me/ritual` are one home.
    package static func trimmingSlash(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return String(path)
    }
}
