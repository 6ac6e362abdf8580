/// A ULID: 48 bits of milliseconds then 80 random bits, in Crockford base32.
/// Sorts by creation time and is unique without coordination, so export/import can merge.
public enum ULID {
    private static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    public static func make(epochSeconds: Double) -> String {
        var generator = SystemRandomNumberGenerator()
        return make(epochSeconds: epochSeconds, using: &generator)
    }

    public static func make<R: RandomNumberGenerator>(epochSeconds: Double, using generator: inout R) -> String {
        let millis = UInt64(max(0, epochSeconds * 1000)) & 0xFFFF_FFFF_FFFF
        var chars: [Character] = []
        chars.reserveCapacity(26)
        for shift in stride(from: 45, through: 0, by: -5) {
            chars.append(alphabet[Int((millis >> UInt64(shift)) & 31)])
        }
        let high = UInt64.random(in: 0...UInt64.max, using: &generator) // 64 bits
        let low = UInt64.random(in: 0...0xFFFF, using: &generator)       // 16 bits
        for shift in stride(from: 75, through: 0, by: -5) {
            let value: UInt64 = shift >= 16
                ? (high >> UInt64(shift - 16)) & 31
                : ((high << UInt64(16 - shift)) | (low >> UInt64(shift))) & 31
            chars.append(alphabet[Int(value)])
        }
        return String(chars)
    }
}
