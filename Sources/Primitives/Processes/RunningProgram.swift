#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The program that is running, as a file.
package enum RunningProgram {
    /// The executable file named by what changes when it is replaced (device, inode, size and modification time),
    /// or nil when it cannot be found. What the program derives can be kept with it, so that a rebuilt or upgraded
    /// program derives it again rather than trusting what another build derived.
    package static var identity: String? {
        guard let path = executablePath else { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        return "\(status.st_dev):\(status.st_ino):\(status.st_size):\(time.tv_sec).\(time.tv_nsec)"
    }

    private static var executablePath: String? {
        #if canImport(Darwin)
            var size: UInt32 = 0
            _ = _NSGetExecutablePath(nil, &size)
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            return String(cString: buffer)
        #else
            // The kernel's link to the running executable, read rather than followed by stat, so a tool that runs the
            // program under its own executable (valgrind) still names the program's file.
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }
}
