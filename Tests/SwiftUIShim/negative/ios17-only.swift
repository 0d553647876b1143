// ios17-only.swift — proves iOS 17+ API is rejected: ContentUnavailableView and the
// two-parameter onChange(of:initial:_:) are iOS 17.0+, dsys targets iOS 16.
// expect: is unavailable: iOS 17.0+ (dsys targets iOS 16)
import SwiftUI

struct EmptyState: View {
    @State private var query = ""
    var body: some View {
        ContentUnavailableView("No results", systemImage: "magnifyingglass")
            .onChange(of: query) { oldValue, newValue in print(oldValue, newValue) }
    }
}
