#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plain writes to an open file, with none of Foundation's types between the bytes and the system.
package enum FileDescriptor {
    /// One `write(2)` call: what `writeAll` makes unless it is given another (tests inject failures).
    package typealias Write = (Int32, UnsafeRawBufferPointer) -> Int

    /// Writes every byte of `bytes` to `descriptor`, writing again after a signal interrupts a call. Returns the
    /// `errno` of the call that failed (`EIO` for one that wrote nothing), or nil when every byte was written.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, using write: Write? = nil)
        -> Int32?
    {
        var offset = 0
        while offset < bytes.count {
            let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
            let written = write?(descriptor, rest) ?? systemWrite(descriptor, rest)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                return code
            }
            guard written > 0 else { return EIO }
            offset += written
        }
        return nil
    }

    /// Writes all of `text`'s UTF-8 bytes (see `writeAll(_:to:using:)`).
    package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes.baseAddress, bytes.count)
        #else
            Darwin.write(descriptor, bytes.baseAddress, bytes.count)
        #endif
    }
}
