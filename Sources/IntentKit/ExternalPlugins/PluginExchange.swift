import Foundation
import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The request written to a plugin and what it printed so far, moved through all three pipes at once with
/// `poll(2)`, so that no pipe can fill up and stall either side, whatever order the plugin reads and writes in.
package struct PluginExchange {
    package var input: [UInt8]
    package var stdout: [UInt8] = []
    package var stderr: [UInt8] = []
    private var written = 0

    package init(input: [UInt8]) {
        self.input = input
    }

    package var stderrExcerpt: String {
        String(decoding: stderr.suffix(PluginProcess.stderrExcerptLimit), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes the input to `stdin` (closing it, and setting it to -1, once written or refused) while it reads
    /// `stdout` and `stderr` until both end or `deadline` passes; a problem when stdout grows past its bound, or
    /// when a signal interrupts the run (see `Interruption`).
    package mutating func run(stdin: inout Int32, stdout out: Int32, stderr err: Int32, until deadline: Double)
        -> PluginProblem?
    {
        defer { Self.closeOnce(&stdin) }
        if input.isEmpty {
            Self.closeOnce(&stdin)
        } else {
            _ = fcntl(stdin, F_SETFL, fcntl(stdin, F_GETFL) | O_NONBLOCK)
        }
        var open = [out, err]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            let remaining = deadline - PluginProcess.clock()
            if remaining <= 0 { return nil }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if stdin >= 0 { fds.append(pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)) }
            fds.append(pollfd(fd: Interruption.descriptor, events: Int16(POLLIN), revents: 0))
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining * 1000 + 1, 60_000)))
            let signal = Interruption.received
            if signal != 0 { return .interrupted(signal: signal) }
            if ready < 0, errno == EINTR { continue }
            for entry in fds.dropLast() where entry.revents != 0 {
                if entry.fd == stdin {
                    feed(&stdin)
                    continue
                }
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count <= 0 {
                    open.removeAll { $0 == entry.fd }
                } else if entry.fd == out {
                    stdout += buffer[0..<count]
                    if stdout.count > PluginProcess.stdoutLimit { return .oversized(limit: PluginProcess.stdoutLimit) }
                } else {
                    keepStderr(buffer[0..<count])
                }
            }
        }
        return nil
    }

    /// Writes what the pipe takes without blocking; closes it once all is written, or when the plugin closed
    /// its end (it did not want the rest).
    private mutating func feed(_ stdin: inout Int32) {
        let count = input.withUnsafeBytes { bytes in
            bytes.baseAddress.map { write(stdin, $0 + written, bytes.count - written) } ?? 0
        }
        if count > 0 { written += count }
        if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) { Self.closeOnce(&stdin) }
    }

    private mutating func keepStderr(_ bytes: ArraySlice<UInt8>) {
        stderr += bytes
        if stderr.count > 4 * PluginProcess.stderrExcerptLimit {
            stderr.removeFirst(stderr.count - PluginProcess.stderrExcerptLimit)
        }
    }

    private static func closeOnce(_ descriptor: inout Int32) {
        guard descriptor >= 0 else { return }
        _ = close(descriptor)
        descriptor = -1
    }
}
