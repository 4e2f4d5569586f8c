import Foundation
import ZIPFoundation

/// A Loop CSV zip held in memory, whose entries are read within a bound and never extracted to disk.
///
/// ZIPFoundation lists the entries (it reads the central directory), but its own inflater reads until the deflate
/// stream says it has ended: a stream cut short by the end of the file, in a damaged zip, makes it read nothing,
/// forever. So the bytes of each entry are found here, after the entry's local header, and fed to the inflater
/// from a provider that fails once they run out; the checksum is then compared with the one the zip records.
struct LoopCSVZip {
    /// Why an entry could not be read.
    enum Failure: Error {
        case tooLarge
        case damaged
    }

    let archive: Archive
    private let bytes: [UInt8]
    /// Where each name's data starts, after the first local header that carries the name.
    private let dataStarts: [String: Int]

    /// The zip at `path`, whose bytes are `bytes`; nil when they are not a zip archive.
    ///
    /// The entries are listed from the file, not from `bytes`: ZIPFoundation's in-memory archive traps on a damaged
    /// one (it forms a range past the end of its data), where its file-backed one throws.
    init?(_ path: String, bytes: [UInt8]) {
        do { archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read) } catch { return nil }
        self.bytes = bytes
        var starts: [String: Int] = [:]
        var index = 0
        while index + 30 <= bytes.count {
            defer { index += 1 }
            guard bytes[index] == 0x50, bytes[index + 1] == 0x4B, bytes[index + 2] == 0x03, bytes[index + 3] == 0x04
            else { continue }
            let nameLength = Int(bytes[index + 26]) | Int(bytes[index + 27]) << 8
            let extraLength = Int(bytes[index + 28]) | Int(bytes[index + 29]) << 8
            guard index + 30 + nameLength <= bytes.count else { continue }
            let name = String(decoding: bytes[(index + 30)..<(index + 30 + nameLength)], as: UTF8.self)
            if starts[name] == nil { starts[name] = index + 30 + nameLength + extraLength }
        }
        dataStarts = starts
    }

    /// The bytes of `entry`, inflated when it is compressed, refused past `limit` bytes.
    func contents(of entry: Entry, limit: Int) throws(Failure) -> [UInt8] {
        guard let start = dataStarts[entry.path], entry.compressedSize <= UInt64(bytes.count),
            start + Int(entry.compressedSize) <= bytes.count
        else { throw .damaged }
        let stored = bytes[start..<start + Int(entry.compressedSize)]
        var contents = [UInt8]()
        do {
            guard entry.isCompressed else {
                guard stored.count <= limit else { throw Failure.tooLarge }
                contents = Array(stored)
                guard Data(contents).crc32(checksum: 0) == entry.checksum else { throw Failure.damaged }
                return contents
            }
            let checksum = try Data.decompress(
                size: Int64(stored.count), bufferSize: 65_536, skipCRC32: false,
                provider: { position, size in
                    guard position < stored.count else { throw Failure.damaged }
                    let from = stored.startIndex + Int(position)
                    return Data(stored[from..<min(stored.endIndex, from + size)])
                },
                consumer: { chunk in
                    guard contents.count + chunk.count <= limit else { throw Failure.tooLarge }
                    contents.append(contentsOf: chunk)
                })
            guard checksum == entry.checksum else { throw Failure.damaged }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .damaged
        }
        return contents
    }
}
