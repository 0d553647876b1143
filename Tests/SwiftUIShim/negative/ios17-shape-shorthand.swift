// ios17-shape-shorthand.swift — proves the iOS 17 static shape members are rejected:
// `.clipShape(.rect(cornerRadius:))` needs iOS 17; iOS 16 spells it RoundedRectangle(cornerRadius:).
// expect: 'rect(cornerRadius:style:)' is unavailable: iOS 17.0+ (dsys targets iOS 16)
import SwiftUI

struct Chip: View {
    var body: some View {
        Text("chip").clipShape(.rect(cornerRadius: 8))
    }
}
