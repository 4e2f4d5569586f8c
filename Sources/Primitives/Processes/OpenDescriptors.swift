#if canImport(Glibc)
    import Glibc

    /// The descriptors this process has open, for a spawn that hands its child none of them but the ones it names:
    /// glibc has no `POSIX_SPAWN_CLOEXEC_DEFAULT`, so each is closed in the child by a file action.
    package enum OpenDescriptors {
        /// Every descriptor open now, from `/proc/self/fd` (the listing's own descriptor is closed by the time of
        /// the spawn, and glibc's spawn ignores a close of a descriptor that is not open); none without `/proc`.
        package static func listed() -> [Int32] {
            guard let directory = opendir("/proc/self/fd") else { return [] }
            defer { closedir(directory) }
            var descriptors: [Int32] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if let descriptor = Int32(name) { descriptors.append(descriptor) }
            }
            return descriptors
        }
    }
#endif
