import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Names for the temporary files written beside a file before they are renamed or linked over it. Each call gives a
/// name no other process and no other thread of this one is given, so two writers never truncate, rename or remove
/// each other's half-written file.
package enum TemporaryName {
    private static let sequence = Atomic<Int>(0)

    /// A fresh name beside `path`: `path.<tag>-<pid>-<n>.tmp`.
    package static func beside(_ path: String, tag: String = "ritual") -> String {
        let number = sequence.wrappingAdd(1, ordering: .relaxed).newValue
        return path + ".\(tag)-\(getpid())-\(number).tmp"
    }
}
