module @dequant {
  func.func @dq_f32(%arg0: tensor<4x24xi8>) -> tensor<4x6xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 6, 4] : tensor<4x24xi8> into tensor<4x6x4xi8>
    %1 = tensor.empty() : tensor<4x6xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1, 1)>, affine_map<(d0, d1) -> (d0, d1, 2)>, affine_map<(d0, d1) -> (d0, d1, 3)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %0, %0, %0 : tensor<4x6x4xi8>, tensor<4x6x4xi8>, tensor<4x6x4xi8>, tensor<4x6x4xi8>) outs(%1 : tensor<4x6xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: f32):
      %8 = arith.extui %3 : i8 to i32
      %9 = arith.extui %4 : i8 to i32
      %10 = arith.constant 8 : i32
      %11 = arith.shli %9, %10 : i32
      %12 = arith.ori %8, %11 : i32
      %13 = arith.extui %5 : i8 to i32
      %14 = arith.constant 16 : i32
      %15 = arith.shli %13, %14 : i32
      %16 = arith.ori %12, %15 : i32
      %17 = arith.extui %6 : i8 to i32
      %18 = arith.constant 24 : i32
      %19 = arith.shli %17, %18 : i32
      %20 = arith.ori %16, %19 : i32
      %21 = arith.bitcast %20 : i32 to f32
      linalg.yield %21 : f32
    } -> tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func @dq_f16(%arg0: tensor<4x12xi8>) -> tensor<4x6xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 6, 2] : tensor<4x12xi8> into tensor<4x6x2xi8>
    %1 = tensor.empty() : tensor<4x6xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1, 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %0 : tensor<4x6x2xi8>, tensor<4x6x2xi8>) outs(%1 : tensor<4x6xf32>) {
    ^bb0(%3: i8, %4: i8, %5: f32):
      %6 = arith.extui %3 : i8 to i16
      %7 = arith.extui %4 : i8 to i16
      %8 = arith.constant 8 : i16
      %9 = arith.shli %7, %8 : i16
      %10 = arith.ori %6, %9 : i16
      %11 = arith.bitcast %10 : i16 to f16
      %12 = arith.extf %11 : f16 to f32
      linalg.yield %12 : f32
    } -> tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func @dq_q4_0(%arg0: tensor<4x54xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 18] : tensor<4x54xi8> into tensor<4x3x18xi8>
    %1 = tensor.empty() : tensor<4x3x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x18xi8>, tensor<4x3x18xi8>, tensor<4x3x18xi8>) outs(%1 : tensor<4x3x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: f32):
      %7 = linalg.index 2 : index
      %8 = arith.index_cast %7 : index to i32
      %9 = arith.extui %5 : i8 to i32
      %10 = arith.constant 4 : i32
      %11 = arith.muli %8, %10 : i32
      %12 = arith.shrui %9, %11 : i32
      %13 = arith.constant 15 : i32
      %14 = arith.andi %12, %13 : i32
      %15 = arith.constant 8 : i32
      %16 = arith.subi %14, %15 : i32
      %17 = arith.sitofp %16 : i32 to f32
      %18 = arith.extui %3 : i8 to i16
      %19 = arith.extui %4 : i8 to i16
      %20 = arith.constant 8 : i16
      %21 = arith.shli %19, %20 : i16
      %22 = arith.ori %18, %21 : i16
      %23 = arith.bitcast %22 : i16 to f16
      %24 = arith.extf %23 : f16 to f32
      %25 = arith.mulf %17, %24 : f32
      linalg.yield %25 : f32
    } -> tensor<4x3x2x16xf32>
    %26 = tensor.collapse_shape %2 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %26 : tensor<4x96xf32>
  }
  func.func @dq_q4_0_ibm(%arg0: tensor<3x4x18xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x18xi8>, tensor<3x4x18xi8>, tensor<3x4x18xi8>) outs(%0 : tensor<4x3x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: f32):
      %6 = linalg.index 2 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.extui %4 : i8 to i32
      %9 = arith.constant 4 : i32
      %10 = arith.muli %7, %9 : i32
      %11 = arith.shrui %8, %10 : i32
      %12 = arith.constant 15 : i32
      %13 = arith.andi %11, %12 : i32
      %14 = arith.constant 8 : i32
      %15 = arith.subi %13, %14 : i32
      %16 = arith.sitofp %15 : i32 to f32
      %17 = arith.extui %2 : i8 to i16
      %18 = arith.extui %3 : i8 to i16
      %19 = arith.constant 8 : i16
      %20 = arith.shli %18, %19 : i16
      %21 = arith.ori %17, %20 : i16
      %22 = arith.bitcast %21 : i16 to f16
      %23 = arith.extf %22 : f16 to f32
      %24 = arith.mulf %16, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<4x3x2x16xf32>
    %25 = tensor.collapse_shape %1 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %25 : tensor<4x96xf32>
  }
  func.func @dq_q4_1(%arg0: tensor<4x60xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 20] : tensor<4x60xi8> into tensor<4x3x20xi8>
    %1 = tensor.empty() : tensor<4x3x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3 + 4)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0 : tensor<4x3x20xi8>, tensor<4x3x20xi8>, tensor<4x3x20xi8>, tensor<4x3x20xi8>, tensor<4x3x20xi8>) outs(%1 : tensor<4x3x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = linalg.index 2 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.extui %7 : i8 to i32
      %12 = arith.constant 4 : i32
      %13 = arith.muli %10, %12 : i32
      %14 = arith.shrui %11, %13 : i32
      %15 = arith.constant 15 : i32
      %16 = arith.andi %14, %15 : i32
      %17 = arith.sitofp %16 : i32 to f32
      %18 = arith.extui %3 : i8 to i16
      %19 = arith.extui %4 : i8 to i16
      %20 = arith.constant 8 : i16
      %21 = arith.shli %19, %20 : i16
      %22 = arith.ori %18, %21 : i16
      %23 = arith.bitcast %22 : i16 to f16
      %24 = arith.extf %23 : f16 to f32
      %25 = arith.mulf %17, %24 : f32
      %26 = arith.extui %5 : i8 to i16
      %27 = arith.extui %6 : i8 to i16
      %28 = arith.constant 8 : i16
      %29 = arith.shli %27, %28 : i16
      %30 = arith.ori %26, %29 : i16
      %31 = arith.bitcast %30 : i16 to f16
      %32 = arith.extf %31 : f16 to f32
      %33 = arith.addf %25, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<4x3x2x16xf32>
    %34 = tensor.collapse_shape %2 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %34 : tensor<4x96xf32>
  }
  func.func @dq_q4_1_ibm(%arg0: tensor<3x4x20xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3 + 4)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x20xi8>, tensor<3x4x20xi8>, tensor<3x4x20xi8>, tensor<3x4x20xi8>, tensor<3x4x20xi8>) outs(%0 : tensor<4x3x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: f32):
      %8 = linalg.index 2 : index
      %9 = arith.index_cast %8 : index to i32
      %10 = arith.extui %6 : i8 to i32
      %11 = arith.constant 4 : i32
      %12 = arith.muli %9, %11 : i32
      %13 = arith.shrui %10, %12 : i32
      %14 = arith.constant 15 : i32
      %15 = arith.andi %13, %14 : i32
      %16 = arith.sitofp %15 : i32 to f32
      %17 = arith.extui %2 : i8 to i16
      %18 = arith.extui %3 : i8 to i16
      %19 = arith.constant 8 : i16
      %20 = arith.shli %18, %19 : i16
      %21 = arith.ori %17, %20 : i16
      %22 = arith.bitcast %21 : i16 to f16
      %23 = arith.extf %22 : f16 to f32
      %24 = arith.mulf %16, %23 : f32
      %25 = arith.extui %4 : i8 to i16
      %26 = arith.extui %5 : i8 to i16
      %27 = arith.constant 8 : i16
      %28 = arith.shli %26, %27 : i16
      %29 = arith.ori %25, %28 : i16
      %30 = arith.bitcast %29 : i16 to f16
      %31 = arith.extf %30 : f16 to f32
      %32 = arith.addf %24, %31 : f32
      linalg.yield %32 : f32
    } -> tensor<4x3x2x16xf32>
    %33 = tensor.collapse_shape %1 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %33 : tensor<4x96xf32>
  }
  func.func @dq_q5_0(%arg0: tensor<4x66xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 22] : tensor<4x66xi8> into tensor<4x3x22xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x8xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + d3 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3 * 8 + d4 + 6)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0 : tensor<4x3x22xi8>, tensor<4x3x22xi8>, tensor<4x3x22xi8>, tensor<4x3x22xi8>) outs(%1 : tensor<4x3x2x2x8xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: f32):
      %8 = arith.extui %5 : i8 to i32
      %9 = linalg.index 4 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.shrui %8, %10 : i32
      %12 = arith.constant 1 : i32
      %13 = arith.andi %11, %12 : i32
      %14 = linalg.index 2 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.extui %6 : i8 to i32
      %17 = arith.constant 4 : i32
      %18 = arith.muli %15, %17 : i32
      %19 = arith.shrui %16, %18 : i32
      %20 = arith.constant 15 : i32
      %21 = arith.andi %19, %20 : i32
      %22 = arith.constant 4 : i32
      %23 = arith.shli %13, %22 : i32
      %24 = arith.ori %21, %23 : i32
      %25 = arith.constant 16 : i32
      %26 = arith.subi %24, %25 : i32
      %27 = arith.sitofp %26 : i32 to f32
      %28 = arith.extui %3 : i8 to i16
      %29 = arith.extui %4 : i8 to i16
      %30 = arith.constant 8 : i16
      %31 = arith.shli %29, %30 : i16
      %32 = arith.ori %28, %31 : i16
      %33 = arith.bitcast %32 : i16 to f16
      %34 = arith.extf %33 : f16 to f32
      %35 = arith.mulf %27, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<4x3x2x2x8xf32>
    %36 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4]] : tensor<4x3x2x2x8xf32> into tensor<4x96xf32>
    return %36 : tensor<4x96xf32>
  }
  func.func @dq_q5_0_ibm(%arg0: tensor<3x4x22xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x8xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 2 + d3 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3 * 8 + d4 + 6)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0 : tensor<3x4x22xi8>, tensor<3x4x22xi8>, tensor<3x4x22xi8>, tensor<3x4x22xi8>) outs(%0 : tensor<4x3x2x2x8xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: f32):
      %7 = arith.extui %4 : i8 to i32
      %8 = linalg.index 4 : index
      %9 = arith.index_cast %8 : index to i32
      %10 = arith.shrui %7, %9 : i32
      %11 = arith.constant 1 : i32
      %12 = arith.andi %10, %11 : i32
      %13 = linalg.index 2 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.extui %5 : i8 to i32
      %16 = arith.constant 4 : i32
      %17 = arith.muli %14, %16 : i32
      %18 = arith.shrui %15, %17 : i32
      %19 = arith.constant 15 : i32
      %20 = arith.andi %18, %19 : i32
      %21 = arith.constant 4 : i32
      %22 = arith.shli %12, %21 : i32
      %23 = arith.ori %20, %22 : i32
      %24 = arith.constant 16 : i32
      %25 = arith.subi %23, %24 : i32
      %26 = arith.sitofp %25 : i32 to f32
      %27 = arith.extui %2 : i8 to i16
      %28 = arith.extui %3 : i8 to i16
      %29 = arith.constant 8 : i16
      %30 = arith.shli %28, %29 : i16
      %31 = arith.ori %27, %30 : i16
      %32 = arith.bitcast %31 : i16 to f16
      %33 = arith.extf %32 : f16 to f32
      %34 = arith.mulf %26, %33 : f32
      linalg.yield %34 : f32
    } -> tensor<4x3x2x2x8xf32>
    %35 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4]] : tensor<4x3x2x2x8xf32> into tensor<4x96xf32>
    return %35 : tensor<4x96xf32>
  }
  func.func @dq_q5_1(%arg0: tensor<4x72xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 24] : tensor<4x72xi8> into tensor<4x3x24xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x8xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + d3 + 4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3 * 8 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<4x3x24xi8>, tensor<4x3x24xi8>, tensor<4x3x24xi8>, tensor<4x3x24xi8>, tensor<4x3x24xi8>, tensor<4x3x24xi8>) outs(%1 : tensor<4x3x2x2x8xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = arith.extui %7 : i8 to i32
      %11 = linalg.index 4 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.shrui %10, %12 : i32
      %14 = arith.constant 1 : i32
      %15 = arith.andi %13, %14 : i32
      %16 = linalg.index 2 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.extui %8 : i8 to i32
      %19 = arith.constant 4 : i32
      %20 = arith.muli %17, %19 : i32
      %21 = arith.shrui %18, %20 : i32
      %22 = arith.constant 15 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %15, %24 : i32
      %26 = arith.ori %23, %25 : i32
      %27 = arith.sitofp %26 : i32 to f32
      %28 = arith.extui %3 : i8 to i16
      %29 = arith.extui %4 : i8 to i16
      %30 = arith.constant 8 : i16
      %31 = arith.shli %29, %30 : i16
      %32 = arith.ori %28, %31 : i16
      %33 = arith.bitcast %32 : i16 to f16
      %34 = arith.extf %33 : f16 to f32
      %35 = arith.mulf %27, %34 : f32
      %36 = arith.extui %5 : i8 to i16
      %37 = arith.extui %6 : i8 to i16
      %38 = arith.constant 8 : i16
      %39 = arith.shli %37, %38 : i16
      %40 = arith.ori %36, %39 : i16
      %41 = arith.bitcast %40 : i16 to f16
      %42 = arith.extf %41 : f16 to f32
      %43 = arith.addf %35, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<4x3x2x2x8xf32>
    %44 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4]] : tensor<4x3x2x2x8xf32> into tensor<4x96xf32>
    return %44 : tensor<4x96xf32>
  }
  func.func @dq_q5_1_ibm(%arg0: tensor<3x4x24xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x8xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 2 + d3 + 4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3 * 8 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x24xi8>, tensor<3x4x24xi8>, tensor<3x4x24xi8>, tensor<3x4x24xi8>, tensor<3x4x24xi8>, tensor<3x4x24xi8>) outs(%0 : tensor<4x3x2x2x8xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = arith.extui %6 : i8 to i32
      %10 = linalg.index 4 : index
      %11 = arith.index_cast %10 : index to i32
      %12 = arith.shrui %9, %11 : i32
      %13 = arith.constant 1 : i32
      %14 = arith.andi %12, %13 : i32
      %15 = linalg.index 2 : index
      %16 = arith.index_cast %15 : index to i32
      %17 = arith.extui %7 : i8 to i32
      %18 = arith.constant 4 : i32
      %19 = arith.muli %16, %18 : i32
      %20 = arith.shrui %17, %19 : i32
      %21 = arith.constant 15 : i32
      %22 = arith.andi %20, %21 : i32
      %23 = arith.constant 4 : i32
      %24 = arith.shli %14, %23 : i32
      %25 = arith.ori %22, %24 : i32
      %26 = arith.sitofp %25 : i32 to f32
      %27 = arith.extui %2 : i8 to i16
      %28 = arith.extui %3 : i8 to i16
      %29 = arith.constant 8 : i16
      %30 = arith.shli %28, %29 : i16
      %31 = arith.ori %27, %30 : i16
      %32 = arith.bitcast %31 : i16 to f16
      %33 = arith.extf %32 : f16 to f32
      %34 = arith.mulf %26, %33 : f32
      %35 = arith.extui %4 : i8 to i16
      %36 = arith.extui %5 : i8 to i16
      %37 = arith.constant 8 : i16
      %38 = arith.shli %36, %37 : i16
      %39 = arith.ori %35, %38 : i16
      %40 = arith.bitcast %39 : i16 to f16
      %41 = arith.extf %40 : f16 to f32
      %42 = arith.addf %34, %41 : f32
      linalg.yield %42 : f32
    } -> tensor<4x3x2x2x8xf32>
    %43 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4]] : tensor<4x3x2x2x8xf32> into tensor<4x96xf32>
    return %43 : tensor<4x96xf32>
  }
  func.func @dq_q8_0(%arg0: tensor<4x102xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 34] : tensor<4x102xi8> into tensor<4x3x34xi8>
    %1 = tensor.empty() : tensor<4x3x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 + 2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x34xi8>, tensor<4x3x34xi8>, tensor<4x3x34xi8>) outs(%1 : tensor<4x3x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: f32):
      %7 = arith.sitofp %5 : i8 to f32
      %8 = arith.extui %3 : i8 to i16
      %9 = arith.extui %4 : i8 to i16
      %10 = arith.constant 8 : i16
      %11 = arith.shli %9, %10 : i16
      %12 = arith.ori %8, %11 : i16
      %13 = arith.bitcast %12 : i16 to f16
      %14 = arith.extf %13 : f16 to f32
      %15 = arith.mulf %7, %14 : f32
      linalg.yield %15 : f32
    } -> tensor<4x3x32xf32>
    %16 = tensor.collapse_shape %2 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %16 : tensor<4x96xf32>
  }
  func.func @dq_q8_0_ibm(%arg0: tensor<3x4x34xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, 0)>, affine_map<(d0, d1, d2) -> (d1, d0, 1)>, affine_map<(d0, d1, d2) -> (d1, d0, d2 + 2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x34xi8>, tensor<3x4x34xi8>, tensor<3x4x34xi8>) outs(%0 : tensor<4x3x32xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: f32):
      %6 = arith.sitofp %4 : i8 to f32
      %7 = arith.extui %2 : i8 to i16
      %8 = arith.extui %3 : i8 to i16
      %9 = arith.constant 8 : i16
      %10 = arith.shli %8, %9 : i16
      %11 = arith.ori %7, %10 : i16
      %12 = arith.bitcast %11 : i16 to f16
      %13 = arith.extf %12 : f16 to f32
      %14 = arith.mulf %6, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<4x3x32xf32>
    %15 = tensor.collapse_shape %1 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %15 : tensor<4x96xf32>
  }
  func.func @dq_q8_1(%arg0: tensor<4x108xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 36] : tensor<4x108xi8> into tensor<4x3x36xi8>
    %1 = tensor.empty() : tensor<4x3x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 + 4)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x36xi8>, tensor<4x3x36xi8>, tensor<4x3x36xi8>) outs(%1 : tensor<4x3x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: f32):
      %7 = arith.sitofp %5 : i8 to f32
      %8 = arith.extui %3 : i8 to i16
      %9 = arith.extui %4 : i8 to i16
      %10 = arith.constant 8 : i16
      %11 = arith.shli %9, %10 : i16
      %12 = arith.ori %8, %11 : i16
      %13 = arith.bitcast %12 : i16 to f16
      %14 = arith.extf %13 : f16 to f32
      %15 = arith.mulf %7, %14 : f32
      linalg.yield %15 : f32
    } -> tensor<4x3x32xf32>
    %16 = tensor.collapse_shape %2 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %16 : tensor<4x96xf32>
  }
  func.func @dq_q8_1_ibm(%arg0: tensor<3x4x36xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, 0)>, affine_map<(d0, d1, d2) -> (d1, d0, 1)>, affine_map<(d0, d1, d2) -> (d1, d0, d2 + 4)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x36xi8>, tensor<3x4x36xi8>, tensor<3x4x36xi8>) outs(%0 : tensor<4x3x32xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: f32):
      %6 = arith.sitofp %4 : i8 to f32
      %7 = arith.extui %2 : i8 to i16
      %8 = arith.extui %3 : i8 to i16
      %9 = arith.constant 8 : i16
      %10 = arith.shli %8, %9 : i16
      %11 = arith.ori %7, %10 : i16
      %12 = arith.bitcast %11 : i16 to f16
      %13 = arith.extf %12 : f16 to f32
      %14 = arith.mulf %6, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<4x3x32xf32>
    %15 = tensor.collapse_shape %1 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %15 : tensor<4x96xf32>
  }
  func.func @dq_q2_k(%arg0: tensor<4x252xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 84] : tensor<4x252xi8> into tensor<4x3x84xi8>
    %1 = tensor.empty() : tensor<4x3x2x4x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 8 + d3 * 2 + d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 32 + d4 * 16 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 80)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 81)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 82)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 83)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<4x3x84xi8>, tensor<4x3x84xi8>, tensor<4x3x84xi8>, tensor<4x3x84xi8>, tensor<4x3x84xi8>, tensor<4x3x84xi8>) outs(%1 : tensor<4x3x2x4x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = arith.extui %3 : i8 to i32
      %11 = arith.extui %5 : i8 to i16
      %12 = arith.extui %6 : i8 to i16
      %13 = arith.constant 8 : i16
      %14 = arith.shli %12, %13 : i16
      %15 = arith.ori %11, %14 : i16
      %16 = arith.bitcast %15 : i16 to f16
      %17 = arith.extf %16 : f16 to f32
      %18 = arith.constant 15 : i32
      %19 = arith.andi %10, %18 : i32
      %20 = arith.sitofp %19 : i32 to f32
      %21 = arith.mulf %17, %20 : f32
      %22 = arith.extui %7 : i8 to i16
      %23 = arith.extui %8 : i8 to i16
      %24 = arith.constant 8 : i16
      %25 = arith.shli %23, %24 : i16
      %26 = arith.ori %22, %25 : i16
      %27 = arith.bitcast %26 : i16 to f16
      %28 = arith.extf %27 : f16 to f32
      %29 = arith.constant 4 : i32
      %30 = arith.shrui %10, %29 : i32
      %31 = arith.sitofp %30 : i32 to f32
      %32 = arith.mulf %28, %31 : f32
      %33 = arith.extui %4 : i8 to i32
      %34 = linalg.index 3 : index
      %35 = arith.index_cast %34 : index to i32
      %36 = arith.constant 2 : i32
      %37 = arith.muli %35, %36 : i32
      %38 = arith.shrui %33, %37 : i32
      %39 = arith.constant 3 : i32
      %40 = arith.andi %38, %39 : i32
      %41 = arith.sitofp %40 : i32 to f32
      %42 = arith.mulf %21, %41 : f32
      %43 = arith.subf %42, %32 : f32
      linalg.yield %43 : f32
    } -> tensor<4x3x2x4x2x16xf32>
    %44 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x4x2x16xf32> into tensor<4x768xf32>
    return %44 : tensor<4x768xf32>
  }
  func.func @dq_q2_k_ibm(%arg0: tensor<3x4x84xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x2x4x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 8 + d3 * 2 + d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 32 + d4 * 16 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 80)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 81)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 82)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 83)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x84xi8>, tensor<3x4x84xi8>, tensor<3x4x84xi8>, tensor<3x4x84xi8>, tensor<3x4x84xi8>, tensor<3x4x84xi8>) outs(%0 : tensor<4x3x2x4x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = arith.extui %2 : i8 to i32
      %10 = arith.extui %4 : i8 to i16
      %11 = arith.extui %5 : i8 to i16
      %12 = arith.constant 8 : i16
      %13 = arith.shli %11, %12 : i16
      %14 = arith.ori %10, %13 : i16
      %15 = arith.bitcast %14 : i16 to f16
      %16 = arith.extf %15 : f16 to f32
      %17 = arith.constant 15 : i32
      %18 = arith.andi %9, %17 : i32
      %19 = arith.sitofp %18 : i32 to f32
      %20 = arith.mulf %16, %19 : f32
      %21 = arith.extui %6 : i8 to i16
      %22 = arith.extui %7 : i8 to i16
      %23 = arith.constant 8 : i16
      %24 = arith.shli %22, %23 : i16
      %25 = arith.ori %21, %24 : i16
      %26 = arith.bitcast %25 : i16 to f16
      %27 = arith.extf %26 : f16 to f32
      %28 = arith.constant 4 : i32
      %29 = arith.shrui %9, %28 : i32
      %30 = arith.sitofp %29 : i32 to f32
      %31 = arith.mulf %27, %30 : f32
      %32 = arith.extui %3 : i8 to i32
      %33 = linalg.index 3 : index
      %34 = arith.index_cast %33 : index to i32
      %35 = arith.constant 2 : i32
      %36 = arith.muli %34, %35 : i32
      %37 = arith.shrui %32, %36 : i32
      %38 = arith.constant 3 : i32
      %39 = arith.andi %37, %38 : i32
      %40 = arith.sitofp %39 : i32 to f32
      %41 = arith.mulf %20, %40 : f32
      %42 = arith.subf %41, %31 : f32
      linalg.yield %42 : f32
    } -> tensor<4x3x2x4x2x16xf32>
    %43 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x4x2x16xf32> into tensor<4x768xf32>
    return %43 : tensor<4x768xf32>
  }
  func.func @dq_q3_k(%arg0: tensor<4x330xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 110] : tensor<4x330xi8> into tensor<4x3x110xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x2x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d5 * 16 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 32 + d5 * 16 + d6 + 32)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3 * 4 + d4 * 2 + d5 + 96)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d4 * 2 + d5 + 104)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 108)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 109)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>) outs(%1 : tensor<4x3x2x2x2x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = linalg.index 2 : index
      %11 = arith.index_cast %10 : index to i32
      %12 = linalg.index 3 : index
      %13 = arith.index_cast %12 : index to i32
      %14 = linalg.index 4 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.constant 2 : i32
      %17 = arith.muli %13, %16 : i32
      %18 = arith.addi %17, %15 : i32
      %19 = arith.extui %3 : i8 to i32
      %20 = arith.constant 4 : i32
      %21 = arith.muli %11, %20 : i32
      %22 = arith.addi %21, %18 : i32
      %23 = arith.shrui %19, %22 : i32
      %24 = arith.constant 1 : i32
      %25 = arith.andi %23, %24 : i32
      %26 = arith.extui %4 : i8 to i32
      %27 = arith.constant 2 : i32
      %28 = arith.muli %18, %27 : i32
      %29 = arith.shrui %26, %28 : i32
      %30 = arith.constant 3 : i32
      %31 = arith.andi %29, %30 : i32
      %32 = arith.constant 4 : i32
      %33 = arith.muli %25, %32 : i32
      %34 = arith.addi %31, %33 : i32
      %35 = arith.constant 4 : i32
      %36 = arith.subi %34, %35 : i32
      %37 = arith.extui %5 : i8 to i32
      %38 = arith.constant 4 : i32
      %39 = arith.muli %11, %38 : i32
      %40 = arith.shrui %37, %39 : i32
      %41 = arith.constant 15 : i32
      %42 = arith.andi %40, %41 : i32
      %43 = arith.extui %6 : i8 to i32
      %44 = arith.constant 2 : i32
      %45 = arith.muli %11, %44 : i32
      %46 = arith.addi %45, %13 : i32
      %47 = arith.constant 2 : i32
      %48 = arith.muli %46, %47 : i32
      %49 = arith.shrui %43, %48 : i32
      %50 = arith.constant 3 : i32
      %51 = arith.andi %49, %50 : i32
      %52 = arith.constant 4 : i32
      %53 = arith.shli %51, %52 : i32
      %54 = arith.ori %42, %53 : i32
      %55 = arith.constant 32 : i32
      %56 = arith.subi %54, %55 : i32
      %57 = arith.extui %7 : i8 to i16
      %58 = arith.extui %8 : i8 to i16
      %59 = arith.constant 8 : i16
      %60 = arith.shli %58, %59 : i16
      %61 = arith.ori %57, %60 : i16
      %62 = arith.bitcast %61 : i16 to f16
      %63 = arith.extf %62 : f16 to f32
      %64 = arith.sitofp %56 : i32 to f32
      %65 = arith.mulf %63, %64 : f32
      %66 = arith.sitofp %36 : i32 to f32
      %67 = arith.mulf %65, %66 : f32
      linalg.yield %67 : f32
    } -> tensor<4x3x2x2x2x2x16xf32>
    %68 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5, 6]] : tensor<4x3x2x2x2x2x16xf32> into tensor<4x768xf32>
    return %68 : tensor<4x768xf32>
  }
  func.func @dq_q3_k_ibm(%arg0: tensor<3x4x110xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x2x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d5 * 16 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 32 + d5 * 16 + d6 + 32)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d3 * 4 + d4 * 2 + d5 + 96)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d4 * 2 + d5 + 104)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 108)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 109)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>) outs(%0 : tensor<4x3x2x2x2x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = linalg.index 2 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = linalg.index 3 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = linalg.index 4 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.constant 2 : i32
      %16 = arith.muli %12, %15 : i32
      %17 = arith.addi %16, %14 : i32
      %18 = arith.extui %2 : i8 to i32
      %19 = arith.constant 4 : i32
      %20 = arith.muli %10, %19 : i32
      %21 = arith.addi %20, %17 : i32
      %22 = arith.shrui %18, %21 : i32
      %23 = arith.constant 1 : i32
      %24 = arith.andi %22, %23 : i32
      %25 = arith.extui %3 : i8 to i32
      %26 = arith.constant 2 : i32
      %27 = arith.muli %17, %26 : i32
      %28 = arith.shrui %25, %27 : i32
      %29 = arith.constant 3 : i32
      %30 = arith.andi %28, %29 : i32
      %31 = arith.constant 4 : i32
      %32 = arith.muli %24, %31 : i32
      %33 = arith.addi %30, %32 : i32
      %34 = arith.constant 4 : i32
      %35 = arith.subi %33, %34 : i32
      %36 = arith.extui %4 : i8 to i32
      %37 = arith.constant 4 : i32
      %38 = arith.muli %10, %37 : i32
      %39 = arith.shrui %36, %38 : i32
      %40 = arith.constant 15 : i32
      %41 = arith.andi %39, %40 : i32
      %42 = arith.extui %5 : i8 to i32
      %43 = arith.constant 2 : i32
      %44 = arith.muli %10, %43 : i32
      %45 = arith.addi %44, %12 : i32
      %46 = arith.constant 2 : i32
      %47 = arith.muli %45, %46 : i32
      %48 = arith.shrui %42, %47 : i32
      %49 = arith.constant 3 : i32
      %50 = arith.andi %48, %49 : i32
      %51 = arith.constant 4 : i32
      %52 = arith.shli %50, %51 : i32
      %53 = arith.ori %41, %52 : i32
      %54 = arith.constant 32 : i32
      %55 = arith.subi %53, %54 : i32
      %56 = arith.extui %6 : i8 to i16
      %57 = arith.extui %7 : i8 to i16
      %58 = arith.constant 8 : i16
      %59 = arith.shli %57, %58 : i16
      %60 = arith.ori %56, %59 : i16
      %61 = arith.bitcast %60 : i16 to f16
      %62 = arith.extf %61 : f16 to f32
      %63 = arith.sitofp %55 : i32 to f32
      %64 = arith.mulf %62, %63 : f32
      %65 = arith.sitofp %35 : i32 to f32
      %66 = arith.mulf %64, %65 : f32
      linalg.yield %66 : f32
    } -> tensor<4x3x2x2x2x2x16xf32>
    %67 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5, 6]] : tensor<4x3x2x2x2x2x16xf32> into tensor<4x768xf32>
    return %67 : tensor<4x768xf32>
  }
  func.func @dq_q4_k(%arg0: tensor<4x432xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 144] : tensor<4x432xi8> into tensor<4x3x144xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x2x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 64 + d3 * 32 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0, %0, %0 : tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>, tensor<4x3x144xi8>) outs(%1 : tensor<4x3x2x2x2x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: f32):
      %12 = linalg.index 2 : index
      %13 = arith.index_cast %12 : index to i32
      %14 = arith.extui %7 : i8 to i32
      %15 = arith.extui %8 : i8 to i32
      %16 = arith.extui %9 : i8 to i32
      %17 = arith.constant 63 : i32
      %18 = arith.andi %14, %17 : i32
      %19 = arith.constant 63 : i32
      %20 = arith.andi %15, %19 : i32
      %21 = arith.constant 15 : i32
      %22 = arith.andi %16, %21 : i32
      %23 = arith.constant 6 : i32
      %24 = arith.shrui %14, %23 : i32
      %25 = arith.constant 4 : i32
      %26 = arith.shli %24, %25 : i32
      %27 = arith.ori %22, %26 : i32
      %28 = arith.constant 4 : i32
      %29 = arith.shrui %16, %28 : i32
      %30 = arith.constant 6 : i32
      %31 = arith.shrui %15, %30 : i32
      %32 = arith.constant 4 : i32
      %33 = arith.shli %31, %32 : i32
      %34 = arith.ori %29, %33 : i32
      %35 = arith.constant 0 : i32
      %36 = arith.cmpi ne, %13, %35 : i32
      %37 = arith.select %36, %27, %18 : i32
      %38 = arith.select %36, %34, %20 : i32
      %39 = arith.extui %3 : i8 to i16
      %40 = arith.extui %4 : i8 to i16
      %41 = arith.constant 8 : i16
      %42 = arith.shli %40, %41 : i16
      %43 = arith.ori %39, %42 : i16
      %44 = arith.bitcast %43 : i16 to f16
      %45 = arith.extf %44 : f16 to f32
      %46 = arith.sitofp %37 : i32 to f32
      %47 = arith.mulf %45, %46 : f32
      %48 = arith.extui %5 : i8 to i16
      %49 = arith.extui %6 : i8 to i16
      %50 = arith.constant 8 : i16
      %51 = arith.shli %49, %50 : i16
      %52 = arith.ori %48, %51 : i16
      %53 = arith.bitcast %52 : i16 to f16
      %54 = arith.extf %53 : f16 to f32
      %55 = arith.sitofp %38 : i32 to f32
      %56 = arith.mulf %54, %55 : f32
      %57 = linalg.index 4 : index
      %58 = arith.index_cast %57 : index to i32
      %59 = arith.extui %10 : i8 to i32
      %60 = arith.constant 4 : i32
      %61 = arith.muli %58, %60 : i32
      %62 = arith.shrui %59, %61 : i32
      %63 = arith.constant 15 : i32
      %64 = arith.andi %62, %63 : i32
      %65 = arith.sitofp %64 : i32 to f32
      %66 = arith.mulf %47, %65 : f32
      %67 = arith.subf %66, %56 : f32
      linalg.yield %67 : f32
    } -> tensor<4x3x2x2x2x32xf32>
    %68 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x2x2x32xf32> into tensor<4x768xf32>
    return %68 : tensor<4x768xf32>
  }
  func.func @dq_q4_k_ibm(%arg0: tensor<3x4x144xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x2x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 64 + d3 * 32 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>, tensor<3x4x144xi8>) outs(%0 : tensor<4x3x2x2x2x32xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: f32):
      %11 = linalg.index 2 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.extui %6 : i8 to i32
      %14 = arith.extui %7 : i8 to i32
      %15 = arith.extui %8 : i8 to i32
      %16 = arith.constant 63 : i32
      %17 = arith.andi %13, %16 : i32
      %18 = arith.constant 63 : i32
      %19 = arith.andi %14, %18 : i32
      %20 = arith.constant 15 : i32
      %21 = arith.andi %15, %20 : i32
      %22 = arith.constant 6 : i32
      %23 = arith.shrui %13, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %23, %24 : i32
      %26 = arith.ori %21, %25 : i32
      %27 = arith.constant 4 : i32
      %28 = arith.shrui %15, %27 : i32
      %29 = arith.constant 6 : i32
      %30 = arith.shrui %14, %29 : i32
      %31 = arith.constant 4 : i32
      %32 = arith.shli %30, %31 : i32
      %33 = arith.ori %28, %32 : i32
      %34 = arith.constant 0 : i32
      %35 = arith.cmpi ne, %12, %34 : i32
      %36 = arith.select %35, %26, %17 : i32
      %37 = arith.select %35, %33, %19 : i32
      %38 = arith.extui %2 : i8 to i16
      %39 = arith.extui %3 : i8 to i16
      %40 = arith.constant 8 : i16
      %41 = arith.shli %39, %40 : i16
      %42 = arith.ori %38, %41 : i16
      %43 = arith.bitcast %42 : i16 to f16
      %44 = arith.extf %43 : f16 to f32
      %45 = arith.sitofp %36 : i32 to f32
      %46 = arith.mulf %44, %45 : f32
      %47 = arith.extui %4 : i8 to i16
      %48 = arith.extui %5 : i8 to i16
      %49 = arith.constant 8 : i16
      %50 = arith.shli %48, %49 : i16
      %51 = arith.ori %47, %50 : i16
      %52 = arith.bitcast %51 : i16 to f16
      %53 = arith.extf %52 : f16 to f32
      %54 = arith.sitofp %37 : i32 to f32
      %55 = arith.mulf %53, %54 : f32
      %56 = linalg.index 4 : index
      %57 = arith.index_cast %56 : index to i32
      %58 = arith.extui %9 : i8 to i32
      %59 = arith.constant 4 : i32
      %60 = arith.muli %57, %59 : i32
      %61 = arith.shrui %58, %60 : i32
      %62 = arith.constant 15 : i32
      %63 = arith.andi %61, %62 : i32
      %64 = arith.sitofp %63 : i32 to f32
      %65 = arith.mulf %46, %64 : f32
      %66 = arith.subf %65, %55 : f32
      linalg.yield %66 : f32
    } -> tensor<4x3x2x2x2x32xf32>
    %67 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x2x2x32xf32> into tensor<4x768xf32>
    return %67 : tensor<4x768xf32>
  }
  func.func @dq_q5_k(%arg0: tensor<4x528xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 176] : tensor<4x528xi8> into tensor<4x3x176xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x2x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 64 + d3 * 32 + d5 + 48)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0, %0, %0, %0 : tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>, tensor<4x3x176xi8>) outs(%1 : tensor<4x3x2x2x2x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: i8, %12: f32):
      %13 = linalg.index 2 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.extui %7 : i8 to i32
      %16 = arith.extui %8 : i8 to i32
      %17 = arith.extui %9 : i8 to i32
      %18 = arith.constant 63 : i32
      %19 = arith.andi %15, %18 : i32
      %20 = arith.constant 63 : i32
      %21 = arith.andi %16, %20 : i32
      %22 = arith.constant 15 : i32
      %23 = arith.andi %17, %22 : i32
      %24 = arith.constant 6 : i32
      %25 = arith.shrui %15, %24 : i32
      %26 = arith.constant 4 : i32
      %27 = arith.shli %25, %26 : i32
      %28 = arith.ori %23, %27 : i32
      %29 = arith.constant 4 : i32
      %30 = arith.shrui %17, %29 : i32
      %31 = arith.constant 6 : i32
      %32 = arith.shrui %16, %31 : i32
      %33 = arith.constant 4 : i32
      %34 = arith.shli %32, %33 : i32
      %35 = arith.ori %30, %34 : i32
      %36 = arith.constant 0 : i32
      %37 = arith.cmpi ne, %14, %36 : i32
      %38 = arith.select %37, %28, %19 : i32
      %39 = arith.select %37, %35, %21 : i32
      %40 = arith.extui %3 : i8 to i16
      %41 = arith.extui %4 : i8 to i16
      %42 = arith.constant 8 : i16
      %43 = arith.shli %41, %42 : i16
      %44 = arith.ori %40, %43 : i16
      %45 = arith.bitcast %44 : i16 to f16
      %46 = arith.extf %45 : f16 to f32
      %47 = arith.sitofp %38 : i32 to f32
      %48 = arith.mulf %46, %47 : f32
      %49 = arith.extui %5 : i8 to i16
      %50 = arith.extui %6 : i8 to i16
      %51 = arith.constant 8 : i16
      %52 = arith.shli %50, %51 : i16
      %53 = arith.ori %49, %52 : i16
      %54 = arith.bitcast %53 : i16 to f16
      %55 = arith.extf %54 : f16 to f32
      %56 = arith.sitofp %39 : i32 to f32
      %57 = arith.mulf %55, %56 : f32
      %58 = arith.constant 4 : i32
      %59 = arith.muli %14, %58 : i32
      %60 = linalg.index 3 : index
      %61 = arith.index_cast %60 : index to i32
      %62 = arith.constant 2 : i32
      %63 = arith.muli %61, %62 : i32
      %64 = arith.addi %59, %63 : i32
      %65 = linalg.index 4 : index
      %66 = arith.index_cast %65 : index to i32
      %67 = arith.addi %64, %66 : i32
      %68 = arith.extui %10 : i8 to i32
      %69 = arith.shrui %68, %67 : i32
      %70 = arith.constant 1 : i32
      %71 = arith.andi %69, %70 : i32
      %72 = arith.extui %11 : i8 to i32
      %73 = arith.constant 4 : i32
      %74 = arith.muli %66, %73 : i32
      %75 = arith.shrui %72, %74 : i32
      %76 = arith.constant 15 : i32
      %77 = arith.andi %75, %76 : i32
      %78 = arith.constant 4 : i32
      %79 = arith.shli %71, %78 : i32
      %80 = arith.ori %77, %79 : i32
      %81 = arith.sitofp %80 : i32 to f32
      %82 = arith.mulf %48, %81 : f32
      %83 = arith.subf %82, %57 : f32
      linalg.yield %83 : f32
    } -> tensor<4x3x2x2x2x32xf32>
    %84 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x2x2x32xf32> into tensor<4x768xf32>
    return %84 : tensor<4x768xf32>
  }
  func.func @dq_q5_k_ibm(%arg0: tensor<3x4x176xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x2x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 64 + d3 * 32 + d5 + 48)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>, tensor<3x4x176xi8>) outs(%0 : tensor<4x3x2x2x2x32xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: f32):
      %12 = linalg.index 2 : index
      %13 = arith.index_cast %12 : index to i32
      %14 = arith.extui %6 : i8 to i32
      %15 = arith.extui %7 : i8 to i32
      %16 = arith.extui %8 : i8 to i32
      %17 = arith.constant 63 : i32
      %18 = arith.andi %14, %17 : i32
      %19 = arith.constant 63 : i32
      %20 = arith.andi %15, %19 : i32
      %21 = arith.constant 15 : i32
      %22 = arith.andi %16, %21 : i32
      %23 = arith.constant 6 : i32
      %24 = arith.shrui %14, %23 : i32
      %25 = arith.constant 4 : i32
      %26 = arith.shli %24, %25 : i32
      %27 = arith.ori %22, %26 : i32
      %28 = arith.constant 4 : i32
      %29 = arith.shrui %16, %28 : i32
      %30 = arith.constant 6 : i32
      %31 = arith.shrui %15, %30 : i32
      %32 = arith.constant 4 : i32
      %33 = arith.shli %31, %32 : i32
      %34 = arith.ori %29, %33 : i32
      %35 = arith.constant 0 : i32
      %36 = arith.cmpi ne, %13, %35 : i32
      %37 = arith.select %36, %27, %18 : i32
      %38 = arith.select %36, %34, %20 : i32
      %39 = arith.extui %2 : i8 to i16
      %40 = arith.extui %3 : i8 to i16
      %41 = arith.constant 8 : i16
      %42 = arith.shli %40, %41 : i16
      %43 = arith.ori %39, %42 : i16
      %44 = arith.bitcast %43 : i16 to f16
      %45 = arith.extf %44 : f16 to f32
      %46 = arith.sitofp %37 : i32 to f32
      %47 = arith.mulf %45, %46 : f32
      %48 = arith.extui %4 : i8 to i16
      %49 = arith.extui %5 : i8 to i16
      %50 = arith.constant 8 : i16
      %51 = arith.shli %49, %50 : i16
      %52 = arith.ori %48, %51 : i16
      %53 = arith.bitcast %52 : i16 to f16
      %54 = arith.extf %53 : f16 to f32
      %55 = arith.sitofp %38 : i32 to f32
      %56 = arith.mulf %54, %55 : f32
      %57 = arith.constant 4 : i32
      %58 = arith.muli %13, %57 : i32
      %59 = linalg.index 3 : index
      %60 = arith.index_cast %59 : index to i32
      %61 = arith.constant 2 : i32
      %62 = arith.muli %60, %61 : i32
      %63 = arith.addi %58, %62 : i32
      %64 = linalg.index 4 : index
      %65 = arith.index_cast %64 : index to i32
      %66 = arith.addi %63, %65 : i32
      %67 = arith.extui %9 : i8 to i32
      %68 = arith.shrui %67, %66 : i32
      %69 = arith.constant 1 : i32
      %70 = arith.andi %68, %69 : i32
      %71 = arith.extui %10 : i8 to i32
      %72 = arith.constant 4 : i32
      %73 = arith.muli %65, %72 : i32
      %74 = arith.shrui %71, %73 : i32
      %75 = arith.constant 15 : i32
      %76 = arith.andi %74, %75 : i32
      %77 = arith.constant 4 : i32
      %78 = arith.shli %70, %77 : i32
      %79 = arith.ori %76, %78 : i32
      %80 = arith.sitofp %79 : i32 to f32
      %81 = arith.mulf %47, %80 : f32
      %82 = arith.subf %81, %56 : f32
      linalg.yield %82 : f32
    } -> tensor<4x3x2x2x2x32xf32>
    %83 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x2x2x2x32xf32> into tensor<4x768xf32>
    return %83 : tensor<4x768xf32>
  }
  func.func @dq_q6_k(%arg0: tensor<4x630xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 210] : tensor<4x630xi8> into tensor<4x3x210xi8>
    %1 = tensor.empty() : tensor<4x3x2x2x2x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 64 + d4 * 32 + d5 * 16 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 32 + d5 * 16 + d6 + 128)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 8 + d3 * 4 + d4 * 2 + d5 + 192)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 208)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 209)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0 : tensor<4x3x210xi8>, tensor<4x3x210xi8>, tensor<4x3x210xi8>, tensor<4x3x210xi8>, tensor<4x3x210xi8>) outs(%1 : tensor<4x3x2x2x2x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = linalg.index 3 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = linalg.index 4 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.extui %3 : i8 to i32
      %14 = arith.constant 4 : i32
      %15 = arith.muli %10, %14 : i32
      %16 = arith.shrui %13, %15 : i32
      %17 = arith.constant 15 : i32
      %18 = arith.andi %16, %17 : i32
      %19 = arith.extui %4 : i8 to i32
      %20 = arith.constant 4 : i32
      %21 = arith.muli %10, %20 : i32
      %22 = arith.constant 2 : i32
      %23 = arith.muli %12, %22 : i32
      %24 = arith.addi %21, %23 : i32
      %25 = arith.shrui %19, %24 : i32
      %26 = arith.constant 3 : i32
      %27 = arith.andi %25, %26 : i32
      %28 = arith.constant 4 : i32
      %29 = arith.shli %27, %28 : i32
      %30 = arith.ori %18, %29 : i32
      %31 = arith.constant 32 : i32
      %32 = arith.subi %30, %31 : i32
      %33 = arith.extui %6 : i8 to i16
      %34 = arith.extui %7 : i8 to i16
      %35 = arith.constant 8 : i16
      %36 = arith.shli %34, %35 : i16
      %37 = arith.ori %33, %36 : i16
      %38 = arith.bitcast %37 : i16 to f16
      %39 = arith.extf %38 : f16 to f32
      %40 = arith.sitofp %5 : i8 to f32
      %41 = arith.mulf %39, %40 : f32
      %42 = arith.sitofp %32 : i32 to f32
      %43 = arith.mulf %41, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<4x3x2x2x2x2x16xf32>
    %44 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5, 6]] : tensor<4x3x2x2x2x2x16xf32> into tensor<4x768xf32>
    return %44 : tensor<4x768xf32>
  }
  func.func @dq_q6_k_ibm(%arg0: tensor<3x4x210xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x2x2x2x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 64 + d4 * 32 + d5 * 16 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 32 + d5 * 16 + d6 + 128)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 8 + d3 * 4 + d4 * 2 + d5 + 192)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 208)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 209)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x210xi8>, tensor<3x4x210xi8>, tensor<3x4x210xi8>, tensor<3x4x210xi8>, tensor<3x4x210xi8>) outs(%0 : tensor<4x3x2x2x2x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: f32):
      %8 = linalg.index 3 : index
      %9 = arith.index_cast %8 : index to i32
      %10 = linalg.index 4 : index
      %11 = arith.index_cast %10 : index to i32
      %12 = arith.extui %2 : i8 to i32
      %13 = arith.constant 4 : i32
      %14 = arith.muli %9, %13 : i32
      %15 = arith.shrui %12, %14 : i32
      %16 = arith.constant 15 : i32
      %17 = arith.andi %15, %16 : i32
      %18 = arith.extui %3 : i8 to i32
      %19 = arith.constant 4 : i32
      %20 = arith.muli %9, %19 : i32
      %21 = arith.constant 2 : i32
      %22 = arith.muli %11, %21 : i32
      %23 = arith.addi %20, %22 : i32
      %24 = arith.shrui %18, %23 : i32
      %25 = arith.constant 3 : i32
      %26 = arith.andi %24, %25 : i32
      %27 = arith.constant 4 : i32
      %28 = arith.shli %26, %27 : i32
      %29 = arith.ori %17, %28 : i32
      %30 = arith.constant 32 : i32
      %31 = arith.subi %29, %30 : i32
      %32 = arith.extui %5 : i8 to i16
      %33 = arith.extui %6 : i8 to i16
      %34 = arith.constant 8 : i16
      %35 = arith.shli %33, %34 : i16
      %36 = arith.ori %32, %35 : i16
      %37 = arith.bitcast %36 : i16 to f16
      %38 = arith.extf %37 : f16 to f32
      %39 = arith.sitofp %4 : i8 to f32
      %40 = arith.mulf %38, %39 : f32
      %41 = arith.sitofp %31 : i32 to f32
      %42 = arith.mulf %40, %41 : f32
      linalg.yield %42 : f32
    } -> tensor<4x3x2x2x2x2x16xf32>
    %43 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5, 6]] : tensor<4x3x2x2x2x2x16xf32> into tensor<4x768xf32>
    return %43 : tensor<4x768xf32>
  }
  func.func @dq_q8_k(%arg0: tensor<4x876xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 292] : tensor<4x876xi8> into tensor<4x3x292xi8>
    %1 = tensor.empty() : tensor<4x3x256xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 1)>, affine_map<(d0, d1, d2) -> (d0, d1, 2)>, affine_map<(d0, d1, d2) -> (d0, d1, 3)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 + 4)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0 : tensor<4x3x292xi8>, tensor<4x3x292xi8>, tensor<4x3x292xi8>, tensor<4x3x292xi8>, tensor<4x3x292xi8>) outs(%1 : tensor<4x3x256xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = arith.extui %3 : i8 to i32
      %10 = arith.extui %4 : i8 to i32
      %11 = arith.constant 8 : i32
      %12 = arith.shli %10, %11 : i32
      %13 = arith.ori %9, %12 : i32
      %14 = arith.extui %5 : i8 to i32
      %15 = arith.constant 16 : i32
      %16 = arith.shli %14, %15 : i32
      %17 = arith.ori %13, %16 : i32
      %18 = arith.extui %6 : i8 to i32
      %19 = arith.constant 24 : i32
      %20 = arith.shli %18, %19 : i32
      %21 = arith.ori %17, %20 : i32
      %22 = arith.bitcast %21 : i32 to f32
      %23 = arith.sitofp %7 : i8 to f32
      %24 = arith.mulf %22, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<4x3x256xf32>
    %25 = tensor.collapse_shape %2 [[0], [1, 2]] : tensor<4x3x256xf32> into tensor<4x768xf32>
    return %25 : tensor<4x768xf32>
  }
  func.func @dq_q8_k_ibm(%arg0: tensor<3x4x292xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x256xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, 0)>, affine_map<(d0, d1, d2) -> (d1, d0, 1)>, affine_map<(d0, d1, d2) -> (d1, d0, 2)>, affine_map<(d0, d1, d2) -> (d1, d0, 3)>, affine_map<(d0, d1, d2) -> (d1, d0, d2 + 4)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x292xi8>, tensor<3x4x292xi8>, tensor<3x4x292xi8>, tensor<3x4x292xi8>, tensor<3x4x292xi8>) outs(%0 : tensor<4x3x256xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: f32):
      %8 = arith.extui %2 : i8 to i32
      %9 = arith.extui %3 : i8 to i32
      %10 = arith.constant 8 : i32
      %11 = arith.shli %9, %10 : i32
      %12 = arith.ori %8, %11 : i32
      %13 = arith.extui %4 : i8 to i32
      %14 = arith.constant 16 : i32
      %15 = arith.shli %13, %14 : i32
      %16 = arith.ori %12, %15 : i32
      %17 = arith.extui %5 : i8 to i32
      %18 = arith.constant 24 : i32
      %19 = arith.shli %17, %18 : i32
      %20 = arith.ori %16, %19 : i32
      %21 = arith.bitcast %20 : i32 to f32
      %22 = arith.sitofp %6 : i8 to f32
      %23 = arith.mulf %21, %22 : f32
      linalg.yield %23 : f32
    } -> tensor<4x3x256xf32>
    %24 = tensor.collapse_shape %1 [[0], [1, 2]] : tensor<4x3x256xf32> into tensor<4x768xf32>
    return %24 : tensor<4x768xf32>
  }
  func.func @dq_iq2_xxs(%arg0: tensor<4x198xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 66] : tensor<4x198xi8> into tensor<4x3x66xi8>
    %1 = arith.constant dense<"0x08080808080808082b080808080808081919080808080808082b0808080808082b2b0808080808081908190808080808081919080808080808082b08080808082b082b0808080808082b2b08080808082b2b2b0808080808190808190808080808190819080808080808191908080808082b19190808080819082b190808080808192b19080808080808082b080808082b08082b080808082b2b082b080808082b082b2b08080808190808081908080808190808190808080808190819080808191919081908080808080819190808080819082b19080808082b192b19080808080808082b0808082b0808082b0808082b082b082b0808082b08082b2b08080819080808081908080819080808190808080819080819080819082b080819080808192b080819080808080819081908082b08081908190808082b08190819080808082b19081908081908082b081908080819082b081908080808192b0819080808192b2b0819080808080808191908082b08080819190808082b08081919080808082b08191908082b19081919190808192b2b19191908080808082b191908081908192b19190808192b08082b190808080819082b190808080808192b1908080819082b2b19080808192b2b2b19080808080808082b080819190808082b0808082b0808082b080808191908082b0808082b2b08082b080819080819082b080808190819082b080808081919082b08082b081919082b0808082b082b082b080808190808192b080808080819192b08082b0808082b2b0808081919082b2b080819080808080819080819080808081908080819080808190819082b0808081908080808190808190808082b19080819080819082b080819080808192b080819081919192b080819080808080819081908082b08081908190808082b081908190808081919190819082b2b1919190819080808082b1908190808192b082b081908191908192b0819080808080808191908082b08080819190808082b080819190819192b0808191908192b0819081919080808082b08191908082b1908191919082b082b1919191908080808082b1919082b1919082b19190819080808082b190808190808082b190808081908082b190808080819082b19081908082b082b190808080808192b190819190808192b190808082b2b192b1908190819192b2b19080808080808082b082b08080808082b082b2b080808082b080819081908082b0819082b1908082b080808082b08082b082b08082b08082b08192b2b0819082b08082b081919082b08080808082b082b082b0808082b082b081908080808192b080819080808192b080808190808192b080808081908192b082b19191908192b080808080819192b081908081919192b0808192b1919192b080808192b2b192b08082b0808082b2b0808082b08082b2b080819192b082b2b08081908192b2b2b08190808080808081908190808080808190808190808080819082b19080808081919082b080808081908192b08080808190808081908080819082b0819080808192b1919190808081908082b19080808191908082b080808190819082b080808190808192b08080819080808081908081908082b081908081919082b19190808190808082b190808191919082b19080819190808082b080819080819082b080819082b08192b0808192b1919192b080819082b2b192b0808190808080808190819082b08080819081908082b08081908190808082b08190819192b192b081908192b0819081919081908192b0819190819080808082b19081919080808082b081908190808082b081908081908082b081908080819082b081919190819082b081908080808192b0819082b1919192b081919082b19192b08192b08082b192b0819191908192b2b08190808192b2b2b08190808080808081919082b0808080819191908190808081919192b19080808191908082b08080819190808082b08081919082b082b0808191908190808190819192b0808191908191908192b2b190819191908192b2b0819190808192b081919192b08192b081919192b2b080819191919190808082b191919081919192b19191908080808082b191919081908082b1919192b1908082b191908192b19082b191908080819192b1919082b08082b2b19190819080808082b190808190808082b190808081908082b19082b2b1908082b190808080819082b191919191919082b19082b19082b082b1908082b192b082b190808080808192b191919080808192b190808190819192b192b08190819192b190819082b19192b192b080819082b2b19080808080808082b2b0808080808082b2b2b08080808082b190808190808082b2b08082b0808082b081908081908082b082b19081908082b080808191908082b190819082b08082b190808080819082b081908080819082b080819080819082b191919080819082b080808190819082b08082b190819082b080808081919082b2b1908191919082b0819192b1919082b192b08082b19082b080808192b19082b08082b192b19082b2b080808082b082b08190808192b082b190819082b2b082b081908080808192b080819080808192b08192b080808192b080808190808192b19082b2b0808192b2b1919081908192b0808082b1908192b191908192b08192b080808080819192b2b082b080819192b081908190819192b190819191919192b1908082b082b192b08082b08192b192b2b08080808082b2b0808191908082b2b1919082b08082b2b192b080819082b2b080808082b082b2b082b190808192b2b08081919082b2b2b08190808192b2b2b"> : tensor<256x8xi8>
    %2 = arith.constant dense<"0x008182038405068788090a8b0c8d8e0f901112931495961718999a1b9c1d1e9fa02122a324a5a62728a9aa2bac2d2eaf30b1b233b43536b7b8393abb3cbdbe3fc04142c344c5c64748c9ca4bcc4d4ecf50d1d253d45556d7d8595adb5cddde5f60e1e263e46566e7e8696aeb6cedee6ff07172f374f5f67778f9fa7bfc7d7eff"> : tensor<128xi8>
    %3 = tensor.empty() : tensor<4x3x8x4x8xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 8 + d3 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 8 + 6)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 8 + 7)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 8 + 8)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 8 + 9)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0, %0 : tensor<4x3x66xi8>, tensor<4x3x66xi8>, tensor<4x3x66xi8>, tensor<4x3x66xi8>, tensor<4x3x66xi8>, tensor<4x3x66xi8>, tensor<4x3x66xi8>) outs(%3 : tensor<4x3x8x4x8xf32>) {
    ^bb0(%5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: i8, %12: f32):
      %13 = arith.extui %8 : i8 to i32
      %14 = arith.extui %9 : i8 to i32
      %15 = arith.constant 8 : i32
      %16 = arith.shli %14, %15 : i32
      %17 = arith.ori %13, %16 : i32
      %18 = arith.extui %10 : i8 to i32
      %19 = arith.constant 16 : i32
      %20 = arith.shli %18, %19 : i32
      %21 = arith.ori %17, %20 : i32
      %22 = arith.extui %11 : i8 to i32
      %23 = arith.constant 24 : i32
      %24 = arith.shli %22, %23 : i32
      %25 = arith.ori %21, %24 : i32
      %26 = arith.extui %5 : i8 to i16
      %27 = arith.extui %6 : i8 to i16
      %28 = arith.constant 8 : i16
      %29 = arith.shli %27, %28 : i16
      %30 = arith.ori %26, %29 : i16
      %31 = arith.bitcast %30 : i16 to f16
      %32 = arith.extf %31 : f16 to f32
      %33 = arith.constant 28 : i32
      %34 = arith.shrui %25, %33 : i32
      %35 = arith.constant 5.0e-01 : f32
      %36 = arith.sitofp %34 : i32 to f32
      %37 = arith.addf %35, %36 : f32
      %38 = arith.mulf %32, %37 : f32
      %39 = arith.constant 2.5e-01 : f32
      %40 = arith.mulf %38, %39 : f32
      %41 = arith.extui %7 : i8 to i32
      %42 = linalg.index 4 : index
      %43 = arith.index_cast %42 : index to i32
      %44 = arith.index_cast %41 : i32 to index
      %45 = arith.index_cast %43 : i32 to index
      %46 = tensor.extract %1[%44, %45] : tensor<256x8xi8>
      %47 = arith.extsi %46 : i8 to i32
      %48 = linalg.index 3 : index
      %49 = arith.index_cast %48 : index to i32
      %50 = arith.constant 7 : i32
      %51 = arith.muli %49, %50 : i32
      %52 = arith.shrui %25, %51 : i32
      %53 = arith.constant 127 : i32
      %54 = arith.andi %52, %53 : i32
      %55 = arith.sitofp %47 : i32 to f32
      %56 = arith.mulf %40, %55 : f32
      %57 = arith.index_cast %54 : i32 to index
      %58 = tensor.extract %2[%57] : tensor<128xi8>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.constant 255 : i32
      %61 = arith.andi %59, %60 : i32
      %62 = arith.shrui %61, %43 : i32
      %63 = arith.constant 1 : i32
      %64 = arith.andi %62, %63 : i32
      %65 = arith.constant 0 : i32
      %66 = arith.cmpi ne, %64, %65 : i32
      %67 = arith.negf %56 : f32
      %68 = arith.select %66, %67, %56 : f32
      linalg.yield %68 : f32
    } -> tensor<4x3x8x4x8xf32>
    %69 = tensor.collapse_shape %4 [[0], [1, 2, 3, 4]] : tensor<4x3x8x4x8xf32> into tensor<4x768xf32>
    return %69 : tensor<4x768xf32>
  }
  func.func @dq_iq2_xxs_ibm(%arg0: tensor<3x4x66xi8>) -> tensor<4x768xf32> {
    %0 = arith.constant dense<"0x08080808080808082b080808080808081919080808080808082b0808080808082b2b0808080808081908190808080808081919080808080808082b08080808082b082b0808080808082b2b08080808082b2b2b0808080808190808190808080808190819080808080808191908080808082b19190808080819082b190808080808192b19080808080808082b080808082b08082b080808082b2b082b080808082b082b2b08080808190808081908080808190808190808080808190819080808191919081908080808080819190808080819082b19080808082b192b19080808080808082b0808082b0808082b0808082b082b082b0808082b08082b2b08080819080808081908080819080808190808080819080819080819082b080819080808192b080819080808080819081908082b08081908190808082b08190819080808082b19081908081908082b081908080819082b081908080808192b0819080808192b2b0819080808080808191908082b08080819190808082b08081919080808082b08191908082b19081919190808192b2b19191908080808082b191908081908192b19190808192b08082b190808080819082b190808080808192b1908080819082b2b19080808192b2b2b19080808080808082b080819190808082b0808082b0808082b080808191908082b0808082b2b08082b080819080819082b080808190819082b080808081919082b08082b081919082b0808082b082b082b080808190808192b080808080819192b08082b0808082b2b0808081919082b2b080819080808080819080819080808081908080819080808190819082b0808081908080808190808190808082b19080819080819082b080819080808192b080819081919192b080819080808080819081908082b08081908190808082b081908190808081919190819082b2b1919190819080808082b1908190808192b082b081908191908192b0819080808080808191908082b08080819190808082b080819190819192b0808191908192b0819081919080808082b08191908082b1908191919082b082b1919191908080808082b1919082b1919082b19190819080808082b190808190808082b190808081908082b190808080819082b19081908082b082b190808080808192b190819190808192b190808082b2b192b1908190819192b2b19080808080808082b082b08080808082b082b2b080808082b080819081908082b0819082b1908082b080808082b08082b082b08082b08082b08192b2b0819082b08082b081919082b08080808082b082b082b0808082b082b081908080808192b080819080808192b080808190808192b080808081908192b082b19191908192b080808080819192b081908081919192b0808192b1919192b080808192b2b192b08082b0808082b2b0808082b08082b2b080819192b082b2b08081908192b2b2b08190808080808081908190808080808190808190808080819082b19080808081919082b080808081908192b08080808190808081908080819082b0819080808192b1919190808081908082b19080808191908082b080808190819082b080808190808192b08080819080808081908081908082b081908081919082b19190808190808082b190808191919082b19080819190808082b080819080819082b080819082b08192b0808192b1919192b080819082b2b192b0808190808080808190819082b08080819081908082b08081908190808082b08190819192b192b081908192b0819081919081908192b0819190819080808082b19081919080808082b081908190808082b081908081908082b081908080819082b081919190819082b081908080808192b0819082b1919192b081919082b19192b08192b08082b192b0819191908192b2b08190808192b2b2b08190808080808081919082b0808080819191908190808081919192b19080808191908082b08080819190808082b08081919082b082b0808191908190808190819192b0808191908191908192b2b190819191908192b2b0819190808192b081919192b08192b081919192b2b080819191919190808082b191919081919192b19191908080808082b191919081908082b1919192b1908082b191908192b19082b191908080819192b1919082b08082b2b19190819080808082b190808190808082b190808081908082b19082b2b1908082b190808080819082b191919191919082b19082b19082b082b1908082b192b082b190808080808192b191919080808192b190808190819192b192b08190819192b190819082b19192b192b080819082b2b19080808080808082b2b0808080808082b2b2b08080808082b190808190808082b2b08082b0808082b081908081908082b082b19081908082b080808191908082b190819082b08082b190808080819082b081908080819082b080819080819082b191919080819082b080808190819082b08082b190819082b080808081919082b2b1908191919082b0819192b1919082b192b08082b19082b080808192b19082b08082b192b19082b2b080808082b082b08190808192b082b190819082b2b082b081908080808192b080819080808192b08192b080808192b080808190808192b19082b2b0808192b2b1919081908192b0808082b1908192b191908192b08192b080808080819192b2b082b080819192b081908190819192b190819191919192b1908082b082b192b08082b08192b192b2b08080808082b2b0808191908082b2b1919082b08082b2b192b080819082b2b080808082b082b2b082b190808192b2b08081919082b2b2b08190808192b2b2b"> : tensor<256x8xi8>
    %1 = arith.constant dense<"0x008182038405068788090a8b0c8d8e0f901112931495961718999a1b9c1d1e9fa02122a324a5a62728a9aa2bac2d2eaf30b1b233b43536b7b8393abb3cbdbe3fc04142c344c5c64748c9ca4bcc4d4ecf50d1d253d45556d7d8595adb5cddde5f60e1e263e46566e7e8696aeb6cedee6ff07172f374f5f67778f9fa7bfc7d7eff"> : tensor<128xi8>
    %2 = tensor.empty() : tensor<4x3x8x4x8xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 8 + d3 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 8 + 6)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 8 + 7)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 8 + 8)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 8 + 9)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x66xi8>, tensor<3x4x66xi8>, tensor<3x4x66xi8>, tensor<3x4x66xi8>, tensor<3x4x66xi8>, tensor<3x4x66xi8>, tensor<3x4x66xi8>) outs(%2 : tensor<4x3x8x4x8xf32>) {
    ^bb0(%4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: f32):
      %12 = arith.extui %7 : i8 to i32
      %13 = arith.extui %8 : i8 to i32
      %14 = arith.constant 8 : i32
      %15 = arith.shli %13, %14 : i32
      %16 = arith.ori %12, %15 : i32
      %17 = arith.extui %9 : i8 to i32
      %18 = arith.constant 16 : i32
      %19 = arith.shli %17, %18 : i32
      %20 = arith.ori %16, %19 : i32
      %21 = arith.extui %10 : i8 to i32
      %22 = arith.constant 24 : i32
      %23 = arith.shli %21, %22 : i32
      %24 = arith.ori %20, %23 : i32
      %25 = arith.extui %4 : i8 to i16
      %26 = arith.extui %5 : i8 to i16
      %27 = arith.constant 8 : i16
      %28 = arith.shli %26, %27 : i16
      %29 = arith.ori %25, %28 : i16
      %30 = arith.bitcast %29 : i16 to f16
      %31 = arith.extf %30 : f16 to f32
      %32 = arith.constant 28 : i32
      %33 = arith.shrui %24, %32 : i32
      %34 = arith.constant 5.0e-01 : f32
      %35 = arith.sitofp %33 : i32 to f32
      %36 = arith.addf %34, %35 : f32
      %37 = arith.mulf %31, %36 : f32
      %38 = arith.constant 2.5e-01 : f32
      %39 = arith.mulf %37, %38 : f32
      %40 = arith.extui %6 : i8 to i32
      %41 = linalg.index 4 : index
      %42 = arith.index_cast %41 : index to i32
      %43 = arith.index_cast %40 : i32 to index
      %44 = arith.index_cast %42 : i32 to index
      %45 = tensor.extract %0[%43, %44] : tensor<256x8xi8>
      %46 = arith.extsi %45 : i8 to i32
      %47 = linalg.index 3 : index
      %48 = arith.index_cast %47 : index to i32
      %49 = arith.constant 7 : i32
      %50 = arith.muli %48, %49 : i32
      %51 = arith.shrui %24, %50 : i32
      %52 = arith.constant 127 : i32
      %53 = arith.andi %51, %52 : i32
      %54 = arith.sitofp %46 : i32 to f32
      %55 = arith.mulf %39, %54 : f32
      %56 = arith.index_cast %53 : i32 to index
      %57 = tensor.extract %1[%56] : tensor<128xi8>
      %58 = arith.extsi %57 : i8 to i32
      %59 = arith.constant 255 : i32
      %60 = arith.andi %58, %59 : i32
      %61 = arith.shrui %60, %42 : i32
      %62 = arith.constant 1 : i32
      %63 = arith.andi %61, %62 : i32
      %64 = arith.constant 0 : i32
      %65 = arith.cmpi ne, %63, %64 : i32
      %66 = arith.negf %55 : f32
      %67 = arith.select %65, %66, %55 : f32
      linalg.yield %67 : f32
    } -> tensor<4x3x8x4x8xf32>
    %68 = tensor.collapse_shape %3 [[0], [1, 2, 3, 4]] : tensor<4x3x8x4x8xf32> into tensor<4x768xf32>
    return %68 : tensor<4x768xf32>
  }
  func.func @dq_iq2_xs(%arg0: tensor<4x222xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 74] : tensor<4x222xi8> into tensor<4x3x74xi8>
    %1 = arith.constant dense<"0x08080808080808082b080808080808081919080808080808082b0808080808082b2b080808080808190819080808080808191908080808082b19190808080808192b19080808080808082b08080808082b082b080808080819192b0808080808082b2b0808080808190808190808080808190819080808082b19081908080808192b08190808080808081919080808082b081919080808081919191908080808082b19190808080819082b190808080808192b19080808080808082b080808082b08082b080808081919082b08080808082b082b080808081908192b080808080819192b08080808192b192b0808080808082b2b08080808190808081908080808190808190808082b19080819080808192b08081908080808081908190808082b081908190808081919190819080808082b1908190808082b2b19081908080819082b081908080808192b081908080808080819190808082b080819190808081919081919080808082b0819190808081908191919080808081919191908080808082b1919080808082b2b19190808081908082b190808080819082b190808080808192b19080808080808082b0808082b0808082b080808191908082b080808082b08082b080808190819082b080808081919082b08080808082b082b080808190808192b080808081908192b080808080819192b080808191919192b0808080808082b2b0808082b2b082b2b080808190808080819080808190808081908082b19080808190808192b08080819080808081908081908082b081908081908081919190808190808082b19080819080819082b080819080808192b080819080808080819081908082b080819081908081919081908190808082b081908190808190819190819080808191919081908082b1919190819080808082b19081908081908082b081908080819082b081908080808192b0819080808080808191908082b080808191908081919080819190808082b0808191908081908190819190808081919081919080808082b081919080819080819191908080819081919190808080819191919080819082b19191908080808082b19190808190808082b190808081908082b190808080819082b1908082b192b082b190808080808192b1908082b0808192b1908080819082b2b19080808080808082b08082b080808082b080819190808082b0808082b0808082b08082b2b0808082b080819081908082b080808191908082b080808082b08082b080819192b08082b080819080819082b080808190819082b080808081919082b0808082b1919082b08080808082b082b080808082b2b082b08082b2b2b2b082b080819080808192b080808190808192b080808081908192b080808080819192b08081908082b192b0808192b082b192b0808080808082b2b080808082b082b2b0808082b2b082b2b08082b19192b2b2b080808082b2b2b2b0808190808080808190808190808080819082b19080808081908192b08080808190808081908080819082b081908080819081919190808081908082b19080808190819082b080808190808192b080808190808080819080819082b080819080819081919081908081908082b0819080819081908191908081908081919190808190808082b19080819082b2b2b19080819081908082b080819080819082b080819080808192b0808190808080808190819082b080808190819081919080819081908082b0808190819081908190819081908081919081908190808082b08190819081908081919081908081908191908190808081919190819080808082b190819080819192b190819082b19192b19081908190808082b081908081908082b0819082b1908082b081908080819082b081908080808192b08190808082b192b08190808080808081919082b080808081919081919080808191908082b0808081919081908190808191908081919080819190808082b080819190819080819081919080819081908191908192b081908191908080819190819190808192b19081919080808082b081919081908080819191908081908081919190808081908191919080808081919191908080808082b191908081919082b191908192b08192b19190819080808082b190808190808082b190808081908082b19082b081908082b190808080819082b190808191919082b19082b19082b082b190808080808192b190819190808192b19082b192b19192b1908190819192b2b1908192b2b2b2b2b19080808080808082b082b08080808082b081919080808082b08082b080808082b082b2b080808082b081908190808082b080819190808082b0808082b0808082b081908081908082b080819081908082b080808191908082b080808082b08082b0808082b2b08082b081908080819082b080819080819082b080808190819082b080808081919082b08082b081919082b0819192b1919082b08080808082b082b082b082b082b082b080808082b2b082b08082b2b2b2b082b081908080808192b080819080808192b080808190808192b08192b2b0808192b080808081908192b080808080819192b081908081919192b082b08191919192b08192b192b19192b08190808082b192b082b2b19082b192b082b192b2b2b192b0808080808082b2b08082b0808082b2b082b2b0808082b2b0808082b08082b2b0819191919082b2b08082b082b082b2b082b082b2b082b2b08082b2b19192b2b080808192b192b2b08082b08082b2b2b0808082b082b2b2b082b08082b2b2b2b08082b082b2b2b2b082b2b082b2b2b2b08190808080808081908190808080808192b19080808080819192b08080808081908081908080808192b081908080808191919190808080819082b19080808081919082b080808081908192b080808081908080819080808192b080819080808191919081908080819082b0819080808192b2b0819080808191908191908080819081919190808081908082b190808081919192b19080808191908082b080808190819082b080808190808192b0808081908080808190808192b080808190808191919080819080819082b0808190808191908190819080819081919081908081908082b08190808191908081919080819081908191908081908081919190808190808082b190808191919082b190808192b082b2b19080819190808082b080819081908082b080819080819082b0808192b0819082b080819192b2b082b080819080808192b08081908080808081908192b080808081908191919080808190819082b08080819081919081908081908190819190808190819192b19080819081908082b08081908191908081908190819081908190819081908081919081908190808082b081908190819192b0819081919080808191908190819080819190819080819081919081908192b081919081908080819191908192b2b192b19190819080808082b1908192b2b08082b190819081908192b190819080819192b19081919080808082b081908190808082b081908081908082b081908080819082b081919190819082b081908191919082b08192b082b19082b081908080808192b081919081908192b081908190819192b081908081919192b0819192b2b19192b0819081908082b2b081908080808080819192b080808080819191919080808081919082b0808080819191908190808081919081919080808191908082b0808081919082b2b08080819191908081908081919081908190808191908081919080819190808082b08081919190808081908191908190808190819190808190819081919191919081908191908080819190819192b08081919081919080808082b081919081908192b0819192b2b2b2b2b08191919080808081919190819080808191919080819080819191919082b0808191919080808190819191908082b19081919191908082b0819191919082b2b081919190808080819191919082b0808191919190808082b19191919082b082b1919191919082b082b191919082b2b192b19191919082b2b2b19191908080808082b191908191908082b191919080819082b191908081919082b1919192b192b082b19192b2b1908192b191908080819192b19192b080819192b19191919082b2b2b19191908080808082b190819080808082b190808190808082b190808081908082b190819191908082b192b082b1908082b192b19082b08082b19192b2b2b08082b190808080819082b1908192b082b082b192b2b08192b082b192b08192b2b082b190808080808192b192b19190808192b190808190819192b190808081919192b191919081919192b1908192b2b19192b1919080808082b2b192b2b2b19082b2b1919192b08192b2b192b1908082b2b2b19081919192b2b2b192b082b192b2b2b19080808080808082b2b0808080808082b191908080808082b082b08080808082b190819080808082b081919080808082b08082b080808082b2b2b2b080808082b190808190808082b081908190808082b080819190808082b0808082b0808082b2b08082b0808082b082b2b2b0808082b2b2b2b2b0808082b190808081908082b081908081908082b2b1908081908082b080819081908082b080808191908082b190819191908082b192b19191908082b080808082b08082b08082b082b08082b0808082b2b08082b2b08082b2b08082b08082b2b2b08082b082b2b2b2b08082b190808080819082b081908080819082b080819080819082b2b0819080819082b191919080819082b080808190819082b08082b190819082b192b082b0819082b080808081919082b081908191919082b19192b2b1919082b082b19082b19082b2b2b2b192b19082b08080808082b082b082b0808082b082b19192b08082b082b2b2b1919082b082b0808082b082b082b2b08082b082b082b082b2b2b082b082b2b190808192b082b2b082b082b2b082b0808082b2b2b082b082b082b2b2b082b2b19192b2b2b082b082b2b2b2b2b082b190808080808192b081908080808192b080819080808192b080808190808192b2b1919190808192b0819082b0808192b080808081908192b2b082b081908192b08192b191908192b2b1919192b08192b192b082b2b08192b080808080819192b191908080819192b081908190819192b080819190819192b082b19190819192b192b2b081919192b0808192b1919192b2b08192b1919192b190808192b19192b19081919082b192b2b192b2b082b192b192b0819192b192b191919082b2b192b08082b192b2b192b0808080808082b2b2b08080808082b2b082b080808082b2b2b2b080808082b2b08082b0808082b2b2b2b2b0808082b2b08082b2b08082b2b1908191919082b2b192b191919082b2b2b192b2b19082b2b080808082b082b2b2b0808082b082b2b082b08082b082b2b2b2b2b082b082b2b0808082b2b082b2b08082b2b2b082b2b0808081908192b2b1919192b08192b2b19192b192b192b2b082b192b2b192b2b2b2b0808082b2b2b08082b08082b2b2b2b082b08082b2b2b082b2b08082b2b2b08082b2b082b2b2b082b2b2b082b2b2b08190808192b2b2b0819082b192b2b2b2b19082b192b2b2b082b2b082b2b2b2b2b2b2b082b2b2b2b1908192b2b2b2b2b2b2b2b2b2b2b2b2b"> : tensor<512x8xi8>
    %2 = arith.constant dense<"0x008182038405068788090a8b0c8d8e0f901112931495961718999a1b9c1d1e9fa02122a324a5a62728a9aa2bac2d2eaf30b1b233b43536b7b8393abb3cbdbe3fc04142c344c5c64748c9ca4bcc4d4ecf50d1d253d45556d7d8595adb5cddde5f60e1e263e46566e7e8696aeb6cedee6ff07172f374f5f67778f9fa7bfc7d7eff"> : tensor<128xi8>
    %3 = tensor.empty() : tensor<4x3x8x2x2x8xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 8 + d3 * 4 + d4 * 2 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 8 + d3 * 4 + d4 * 2 + 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + 66)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0 : tensor<4x3x74xi8>, tensor<4x3x74xi8>, tensor<4x3x74xi8>, tensor<4x3x74xi8>, tensor<4x3x74xi8>) outs(%3 : tensor<4x3x8x2x2x8xf32>) {
    ^bb0(%5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: f32):
      %11 = arith.extui %7 : i8 to i32
      %12 = arith.extui %8 : i8 to i32
      %13 = arith.constant 8 : i32
      %14 = arith.shli %12, %13 : i32
      %15 = arith.ori %11, %14 : i32
      %16 = arith.extui %9 : i8 to i32
      %17 = linalg.index 3 : index
      %18 = arith.index_cast %17 : index to i32
      %19 = arith.constant 4 : i32
      %20 = arith.muli %18, %19 : i32
      %21 = arith.shrui %16, %20 : i32
      %22 = arith.constant 15 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.extui %5 : i8 to i16
      %25 = arith.extui %6 : i8 to i16
      %26 = arith.constant 8 : i16
      %27 = arith.shli %25, %26 : i16
      %28 = arith.ori %24, %27 : i16
      %29 = arith.bitcast %28 : i16 to f16
      %30 = arith.extf %29 : f16 to f32
      %31 = arith.constant 5.0e-01 : f32
      %32 = arith.sitofp %23 : i32 to f32
      %33 = arith.addf %31, %32 : f32
      %34 = arith.mulf %30, %33 : f32
      %35 = arith.constant 2.5e-01 : f32
      %36 = arith.mulf %34, %35 : f32
      %37 = arith.constant 511 : i32
      %38 = arith.andi %15, %37 : i32
      %39 = linalg.index 5 : index
      %40 = arith.index_cast %39 : index to i32
      %41 = arith.index_cast %38 : i32 to index
      %42 = arith.index_cast %40 : i32 to index
      %43 = tensor.extract %1[%41, %42] : tensor<512x8xi8>
      %44 = arith.extsi %43 : i8 to i32
      %45 = arith.sitofp %44 : i32 to f32
      %46 = arith.mulf %36, %45 : f32
      %47 = arith.constant 9 : i32
      %48 = arith.shrui %15, %47 : i32
      %49 = arith.index_cast %48 : i32 to index
      %50 = tensor.extract %2[%49] : tensor<128xi8>
      %51 = arith.extsi %50 : i8 to i32
      %52 = arith.constant 255 : i32
      %53 = arith.andi %51, %52 : i32
      %54 = arith.shrui %53, %40 : i32
      %55 = arith.constant 1 : i32
      %56 = arith.andi %54, %55 : i32
      %57 = arith.constant 0 : i32
      %58 = arith.cmpi ne, %56, %57 : i32
      %59 = arith.negf %46 : f32
      %60 = arith.select %58, %59, %46 : f32
      linalg.yield %60 : f32
    } -> tensor<4x3x8x2x2x8xf32>
    %61 = tensor.collapse_shape %4 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x8x2x2x8xf32> into tensor<4x768xf32>
    return %61 : tensor<4x768xf32>
  }
  func.func @dq_iq2_xs_ibm(%arg0: tensor<3x4x74xi8>) -> tensor<4x768xf32> {
    %0 = arith.constant dense<"0x08080808080808082b080808080808081919080808080808082b0808080808082b2b080808080808190819080808080808191908080808082b19190808080808192b19080808080808082b08080808082b082b080808080819192b0808080808082b2b0808080808190808190808080808190819080808082b19081908080808192b08190808080808081919080808082b081919080808081919191908080808082b19190808080819082b190808080808192b19080808080808082b080808082b08082b080808081919082b08080808082b082b080808081908192b080808080819192b08080808192b192b0808080808082b2b08080808190808081908080808190808190808082b19080819080808192b08081908080808081908190808082b081908190808081919190819080808082b1908190808082b2b19081908080819082b081908080808192b081908080808080819190808082b080819190808081919081919080808082b0819190808081908191919080808081919191908080808082b1919080808082b2b19190808081908082b190808080819082b190808080808192b19080808080808082b0808082b0808082b080808191908082b080808082b08082b080808190819082b080808081919082b08080808082b082b080808190808192b080808081908192b080808080819192b080808191919192b0808080808082b2b0808082b2b082b2b080808190808080819080808190808081908082b19080808190808192b08080819080808081908081908082b081908081908081919190808190808082b19080819080819082b080819080808192b080819080808080819081908082b080819081908081919081908190808082b081908190808190819190819080808191919081908082b1919190819080808082b19081908081908082b081908080819082b081908080808192b0819080808080808191908082b080808191908081919080819190808082b0808191908081908190819190808081919081919080808082b081919080819080819191908080819081919190808080819191919080819082b19191908080808082b19190808190808082b190808081908082b190808080819082b1908082b192b082b190808080808192b1908082b0808192b1908080819082b2b19080808080808082b08082b080808082b080819190808082b0808082b0808082b08082b2b0808082b080819081908082b080808191908082b080808082b08082b080819192b08082b080819080819082b080808190819082b080808081919082b0808082b1919082b08080808082b082b080808082b2b082b08082b2b2b2b082b080819080808192b080808190808192b080808081908192b080808080819192b08081908082b192b0808192b082b192b0808080808082b2b080808082b082b2b0808082b2b082b2b08082b19192b2b2b080808082b2b2b2b0808190808080808190808190808080819082b19080808081908192b08080808190808081908080819082b081908080819081919190808081908082b19080808190819082b080808190808192b080808190808080819080819082b080819080819081919081908081908082b0819080819081908191908081908081919190808190808082b19080819082b2b2b19080819081908082b080819080819082b080819080808192b0808190808080808190819082b080808190819081919080819081908082b0808190819081908190819081908081919081908190808082b08190819081908081919081908081908191908190808081919190819080808082b190819080819192b190819082b19192b19081908190808082b081908081908082b0819082b1908082b081908080819082b081908080808192b08190808082b192b08190808080808081919082b080808081919081919080808191908082b0808081919081908190808191908081919080819190808082b080819190819080819081919080819081908191908192b081908191908080819190819190808192b19081919080808082b081919081908080819191908081908081919190808081908191919080808081919191908080808082b191908081919082b191908192b08192b19190819080808082b190808190808082b190808081908082b19082b081908082b190808080819082b190808191919082b19082b19082b082b190808080808192b190819190808192b19082b192b19192b1908190819192b2b1908192b2b2b2b2b19080808080808082b082b08080808082b081919080808082b08082b080808082b082b2b080808082b081908190808082b080819190808082b0808082b0808082b081908081908082b080819081908082b080808191908082b080808082b08082b0808082b2b08082b081908080819082b080819080819082b080808190819082b080808081919082b08082b081919082b0819192b1919082b08080808082b082b082b082b082b082b080808082b2b082b08082b2b2b2b082b081908080808192b080819080808192b080808190808192b08192b2b0808192b080808081908192b080808080819192b081908081919192b082b08191919192b08192b192b19192b08190808082b192b082b2b19082b192b082b192b2b2b192b0808080808082b2b08082b0808082b2b082b2b0808082b2b0808082b08082b2b0819191919082b2b08082b082b082b2b082b082b2b082b2b08082b2b19192b2b080808192b192b2b08082b08082b2b2b0808082b082b2b2b082b08082b2b2b2b08082b082b2b2b2b082b2b082b2b2b2b08190808080808081908190808080808192b19080808080819192b08080808081908081908080808192b081908080808191919190808080819082b19080808081919082b080808081908192b080808081908080819080808192b080819080808191919081908080819082b0819080808192b2b0819080808191908191908080819081919190808081908082b190808081919192b19080808191908082b080808190819082b080808190808192b0808081908080808190808192b080808190808191919080819080819082b0808190808191908190819080819081919081908081908082b08190808191908081919080819081908191908081908081919190808190808082b190808191919082b190808192b082b2b19080819190808082b080819081908082b080819080819082b0808192b0819082b080819192b2b082b080819080808192b08081908080808081908192b080808081908191919080808190819082b08080819081919081908081908190819190808190819192b19080819081908082b08081908191908081908190819081908190819081908081919081908190808082b081908190819192b0819081919080808191908190819080819190819080819081919081908192b081919081908080819191908192b2b192b19190819080808082b1908192b2b08082b190819081908192b190819080819192b19081919080808082b081908190808082b081908081908082b081908080819082b081919190819082b081908191919082b08192b082b19082b081908080808192b081919081908192b081908190819192b081908081919192b0819192b2b19192b0819081908082b2b081908080808080819192b080808080819191919080808081919082b0808080819191908190808081919081919080808191908082b0808081919082b2b08080819191908081908081919081908190808191908081919080819190808082b08081919190808081908191908190808190819190808190819081919191919081908191908080819190819192b08081919081919080808082b081919081908192b0819192b2b2b2b2b08191919080808081919190819080808191919080819080819191919082b0808191919080808190819191908082b19081919191908082b0819191919082b2b081919190808080819191919082b0808191919190808082b19191919082b082b1919191919082b082b191919082b2b192b19191919082b2b2b19191908080808082b191908191908082b191919080819082b191908081919082b1919192b192b082b19192b2b1908192b191908080819192b19192b080819192b19191919082b2b2b19191908080808082b190819080808082b190808190808082b190808081908082b190819191908082b192b082b1908082b192b19082b08082b19192b2b2b08082b190808080819082b1908192b082b082b192b2b08192b082b192b08192b2b082b190808080808192b192b19190808192b190808190819192b190808081919192b191919081919192b1908192b2b19192b1919080808082b2b192b2b2b19082b2b1919192b08192b2b192b1908082b2b2b19081919192b2b2b192b082b192b2b2b19080808080808082b2b0808080808082b191908080808082b082b08080808082b190819080808082b081919080808082b08082b080808082b2b2b2b080808082b190808190808082b081908190808082b080819190808082b0808082b0808082b2b08082b0808082b082b2b2b0808082b2b2b2b2b0808082b190808081908082b081908081908082b2b1908081908082b080819081908082b080808191908082b190819191908082b192b19191908082b080808082b08082b08082b082b08082b0808082b2b08082b2b08082b2b08082b08082b2b2b08082b082b2b2b2b08082b190808080819082b081908080819082b080819080819082b2b0819080819082b191919080819082b080808190819082b08082b190819082b192b082b0819082b080808081919082b081908191919082b19192b2b1919082b082b19082b19082b2b2b2b192b19082b08080808082b082b082b0808082b082b19192b08082b082b2b2b1919082b082b0808082b082b082b2b08082b082b082b082b2b2b082b082b2b190808192b082b2b082b082b2b082b0808082b2b2b082b082b082b2b2b082b2b19192b2b2b082b082b2b2b2b2b082b190808080808192b081908080808192b080819080808192b080808190808192b2b1919190808192b0819082b0808192b080808081908192b2b082b081908192b08192b191908192b2b1919192b08192b192b082b2b08192b080808080819192b191908080819192b081908190819192b080819190819192b082b19190819192b192b2b081919192b0808192b1919192b2b08192b1919192b190808192b19192b19081919082b192b2b192b2b082b192b192b0819192b192b191919082b2b192b08082b192b2b192b0808080808082b2b2b08080808082b2b082b080808082b2b2b2b080808082b2b08082b0808082b2b2b2b2b0808082b2b08082b2b08082b2b1908191919082b2b192b191919082b2b2b192b2b19082b2b080808082b082b2b2b0808082b082b2b082b08082b082b2b2b2b2b082b082b2b0808082b2b082b2b08082b2b2b082b2b0808081908192b2b1919192b08192b2b19192b192b192b2b082b192b2b192b2b2b2b0808082b2b2b08082b08082b2b2b2b082b08082b2b2b082b2b08082b2b2b08082b2b082b2b2b082b2b2b082b2b2b08190808192b2b2b0819082b192b2b2b2b19082b192b2b2b082b2b082b2b2b2b2b2b2b082b2b2b2b1908192b2b2b2b2b2b2b2b2b2b2b2b2b"> : tensor<512x8xi8>
    %1 = arith.constant dense<"0x008182038405068788090a8b0c8d8e0f901112931495961718999a1b9c1d1e9fa02122a324a5a62728a9aa2bac2d2eaf30b1b233b43536b7b8393abb3cbdbe3fc04142c344c5c64748c9ca4bcc4d4ecf50d1d253d45556d7d8595adb5cddde5f60e1e263e46566e7e8696aeb6cedee6ff07172f374f5f67778f9fa7bfc7d7eff"> : tensor<128xi8>
    %2 = tensor.empty() : tensor<4x3x8x2x2x8xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 8 + d3 * 4 + d4 * 2 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 8 + d3 * 4 + d4 * 2 + 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 + 66)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x74xi8>, tensor<3x4x74xi8>, tensor<3x4x74xi8>, tensor<3x4x74xi8>, tensor<3x4x74xi8>) outs(%2 : tensor<4x3x8x2x2x8xf32>) {
    ^bb0(%4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = arith.extui %6 : i8 to i32
      %11 = arith.extui %7 : i8 to i32
      %12 = arith.constant 8 : i32
      %13 = arith.shli %11, %12 : i32
      %14 = arith.ori %10, %13 : i32
      %15 = arith.extui %8 : i8 to i32
      %16 = linalg.index 3 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.constant 4 : i32
      %19 = arith.muli %17, %18 : i32
      %20 = arith.shrui %15, %19 : i32
      %21 = arith.constant 15 : i32
      %22 = arith.andi %20, %21 : i32
      %23 = arith.extui %4 : i8 to i16
      %24 = arith.extui %5 : i8 to i16
      %25 = arith.constant 8 : i16
      %26 = arith.shli %24, %25 : i16
      %27 = arith.ori %23, %26 : i16
      %28 = arith.bitcast %27 : i16 to f16
      %29 = arith.extf %28 : f16 to f32
      %30 = arith.constant 5.0e-01 : f32
      %31 = arith.sitofp %22 : i32 to f32
      %32 = arith.addf %30, %31 : f32
      %33 = arith.mulf %29, %32 : f32
      %34 = arith.constant 2.5e-01 : f32
      %35 = arith.mulf %33, %34 : f32
      %36 = arith.constant 511 : i32
      %37 = arith.andi %14, %36 : i32
      %38 = linalg.index 5 : index
      %39 = arith.index_cast %38 : index to i32
      %40 = arith.index_cast %37 : i32 to index
      %41 = arith.index_cast %39 : i32 to index
      %42 = tensor.extract %0[%40, %41] : tensor<512x8xi8>
      %43 = arith.extsi %42 : i8 to i32
      %44 = arith.sitofp %43 : i32 to f32
      %45 = arith.mulf %35, %44 : f32
      %46 = arith.constant 9 : i32
      %47 = arith.shrui %14, %46 : i32
      %48 = arith.index_cast %47 : i32 to index
      %49 = tensor.extract %1[%48] : tensor<128xi8>
      %50 = arith.extsi %49 : i8 to i32
      %51 = arith.constant 255 : i32
      %52 = arith.andi %50, %51 : i32
      %53 = arith.shrui %52, %39 : i32
      %54 = arith.constant 1 : i32
      %55 = arith.andi %53, %54 : i32
      %56 = arith.constant 0 : i32
      %57 = arith.cmpi ne, %55, %56 : i32
      %58 = arith.negf %45 : f32
      %59 = arith.select %57, %58, %45 : f32
      linalg.yield %59 : f32
    } -> tensor<4x3x8x2x2x8xf32>
    %60 = tensor.collapse_shape %3 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x8x2x2x8xf32> into tensor<4x768xf32>
    return %60 : tensor<4x768xf32>
  }
  func.func @dq_iq3_xxs(%arg0: tensor<4x294xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 98] : tensor<4x294xi8> into tensor<4x3x98xi8>
    %1 = arith.constant dense<"0x0404040414040404240404040c0c04041c0c04043e0c040404140404141404040c1c0404142404041c3e04042c3e04040c040c041c040c04040c0c04140c0c040c140c042c140c04041c0c04141c0c040c240c04242c0c04043e0c040404140414041404240414040c0c140404141404141414040c1c14041c1c14043e1c14040c2c14043e2c14042c3e14040c041c043e041c04040c1c04140c1c042c141c04043e1c041c0c24043e1c2404242424043e2c24041c3e24042c3e24040c042c043e042c04141c2c04142c2c042c1c340424343404040c3e04240c3e04340c3e041c243e040c343e040c04040c1c04040c040c040c140c040c0c14040c1c14040c041c040c141c040c241c040c3e24040c042c040c04040c0c14040c0c0c0c0c0c04140c0c14140c0c0c04140c1c04140c040c140c140c140c0c14140c041c140c143e140c04041c0c14041c0c04141c0c0c1c1c0c34241c0c34341c0c0c04240c2c04240c042c240c04142c0c24142c0c34242c0c0c3e2c0c2c04340c14143e0c04243e0c04040414140404140c0c04141c0c04140414041414140414341404140c1c0414142404140c040c141c040c142c040c14040c0c14140c0c140c140c14041c0c141c340c143e340c14043e0c1404041414140414140c0c14143e0c141404141414141414143e1c1414042414142c2c14140c041c14040c1c14240c1c14043e1c14243e1c142c1c24141c2c24141c042c143e142c140c242c14243e2c140c043e141c043e14340c3e142c243e140c04041c040c041c140c041c0c14041c1c14041c042c041c2c34041c143e041c04040c1c14040c1c04140c1c0c1c0c1c24240c1c34240c1c0c04141c1c04141c040c141c2c14141c142c141c143e141c0c0c1c1c1c1c1c1c041c241c3e24241c143e241c04042c1c34042c1c14142c1c2c2c2c1c240c341c341c341c1c34341c1c1c3e1c04343e1c240404243e0c04242c1c04243e1c04241c2c04243e2c0424243e0c24041414243e1c14240424142404341424343414243e041c242c241c24240424240c2c2424243424242c142c241c242c24043e2c242c043e24040c3e24140c3e24041c3e24140c042c0c24042c043e042c04040c2c34040c2c34140c2c2c2c0c2c240c142c141c142c143e142c14041c2c1c2c1c2c040c242c1c14242c3e14242c143e242c14042c2c0c1c2c2c042c342c24143e2c14243e2c241404342424043434240434243404340c140c340c340c343e0c143424341434041c1c34341c1c34242424342c042c34142c2c341c1c34341c043e340c143e341c04043e2c04043e3e04043e040c043e141c043e142c043e34140c3e04240c3e140c143e2c24143e142c143e04041c3e2c0c1c3e1c1c1c3e04341c3e0c14243e0c24243e04042c3e14042c3e24142c3e041c343e"> : tensor<256x4xi8>
    %2 = arith.constant dense<"0x008182038405068788090a8b0c8d8e0f901112931495961718999a1b9c1d1e9fa02122a324a5a62728a9aa2bac2d2eaf30b1b233b43536b7b8393abb3cbdbe3fc04142c344c5c64748c9ca4bcc4d4ecf50d1d253d45556d7d8595adb5cddde5f60e1e263e46566e7e8696aeb6cedee6ff07172f374f5f67778f9fa7bfc7d7eff"> : tensor<128xi8>
    %3 = tensor.empty() : tensor<4x3x8x4x2x4xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 8 + d3 * 2 + d4 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 4 + 66)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 4 + 67)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 4 + 68)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 4 + 69)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0, %0 : tensor<4x3x98xi8>, tensor<4x3x98xi8>, tensor<4x3x98xi8>, tensor<4x3x98xi8>, tensor<4x3x98xi8>, tensor<4x3x98xi8>, tensor<4x3x98xi8>) outs(%3 : tensor<4x3x8x4x2x4xf32>) {
    ^bb0(%5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: i8, %12: f32):
      %13 = arith.extui %8 : i8 to i32
      %14 = arith.extui %9 : i8 to i32
      %15 = arith.constant 8 : i32
      %16 = arith.shli %14, %15 : i32
      %17 = arith.ori %13, %16 : i32
      %18 = arith.extui %10 : i8 to i32
      %19 = arith.constant 16 : i32
      %20 = arith.shli %18, %19 : i32
      %21 = arith.ori %17, %20 : i32
      %22 = arith.extui %11 : i8 to i32
      %23 = arith.constant 24 : i32
      %24 = arith.shli %22, %23 : i32
      %25 = arith.ori %21, %24 : i32
      %26 = arith.extui %5 : i8 to i16
      %27 = arith.extui %6 : i8 to i16
      %28 = arith.constant 8 : i16
      %29 = arith.shli %27, %28 : i16
      %30 = arith.ori %26, %29 : i16
      %31 = arith.bitcast %30 : i16 to f16
      %32 = arith.extf %31 : f16 to f32
      %33 = arith.constant 28 : i32
      %34 = arith.shrui %25, %33 : i32
      %35 = arith.constant 5.0e-01 : f32
      %36 = arith.sitofp %34 : i32 to f32
      %37 = arith.addf %35, %36 : f32
      %38 = arith.mulf %32, %37 : f32
      %39 = arith.constant 5.0e-01 : f32
      %40 = arith.mulf %38, %39 : f32
      %41 = arith.extui %7 : i8 to i32
      %42 = linalg.index 5 : index
      %43 = arith.index_cast %42 : index to i32
      %44 = arith.index_cast %41 : i32 to index
      %45 = arith.index_cast %43 : i32 to index
      %46 = tensor.extract %1[%44, %45] : tensor<256x4xi8>
      %47 = arith.extsi %46 : i8 to i32
      %48 = linalg.index 3 : index
      %49 = arith.index_cast %48 : index to i32
      %50 = arith.constant 7 : i32
      %51 = arith.muli %49, %50 : i32
      %52 = arith.shrui %25, %51 : i32
      %53 = arith.constant 127 : i32
      %54 = arith.andi %52, %53 : i32
      %55 = linalg.index 4 : index
      %56 = arith.index_cast %55 : index to i32
      %57 = arith.constant 4 : i32
      %58 = arith.muli %56, %57 : i32
      %59 = arith.addi %58, %43 : i32
      %60 = arith.sitofp %47 : i32 to f32
      %61 = arith.mulf %40, %60 : f32
      %62 = arith.index_cast %54 : i32 to index
      %63 = tensor.extract %2[%62] : tensor<128xi8>
      %64 = arith.extsi %63 : i8 to i32
      %65 = arith.constant 255 : i32
      %66 = arith.andi %64, %65 : i32
      %67 = arith.shrui %66, %59 : i32
      %68 = arith.constant 1 : i32
      %69 = arith.andi %67, %68 : i32
      %70 = arith.constant 0 : i32
      %71 = arith.cmpi ne, %69, %70 : i32
      %72 = arith.negf %61 : f32
      %73 = arith.select %71, %72, %61 : f32
      linalg.yield %73 : f32
    } -> tensor<4x3x8x4x2x4xf32>
    %74 = tensor.collapse_shape %4 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x8x4x2x4xf32> into tensor<4x768xf32>
    return %74 : tensor<4x768xf32>
  }
  func.func @dq_iq3_xxs_ibm(%arg0: tensor<3x4x98xi8>) -> tensor<4x768xf32> {
    %0 = arith.constant dense<"0x0404040414040404240404040c0c04041c0c04043e0c040404140404141404040c1c0404142404041c3e04042c3e04040c040c041c040c04040c0c04140c0c040c140c042c140c04041c0c04141c0c040c240c04242c0c04043e0c040404140414041404240414040c0c140404141404141414040c1c14041c1c14043e1c14040c2c14043e2c14042c3e14040c041c043e041c04040c1c04140c1c042c141c04043e1c041c0c24043e1c2404242424043e2c24041c3e24042c3e24040c042c043e042c04141c2c04142c2c042c1c340424343404040c3e04240c3e04340c3e041c243e040c343e040c04040c1c04040c040c040c140c040c0c14040c1c14040c041c040c141c040c241c040c3e24040c042c040c04040c0c14040c0c0c0c0c0c04140c0c14140c0c0c04140c1c04140c040c140c140c140c0c14140c041c140c143e140c04041c0c14041c0c04141c0c0c1c1c0c34241c0c34341c0c0c04240c2c04240c042c240c04142c0c24142c0c34242c0c0c3e2c0c2c04340c14143e0c04243e0c04040414140404140c0c04141c0c04140414041414140414341404140c1c0414142404140c040c141c040c142c040c14040c0c14140c0c140c140c14041c0c141c340c143e340c14043e0c1404041414140414140c0c14143e0c141404141414141414143e1c1414042414142c2c14140c041c14040c1c14240c1c14043e1c14243e1c142c1c24141c2c24141c042c143e142c140c242c14243e2c140c043e141c043e14340c3e142c243e140c04041c040c041c140c041c0c14041c1c14041c042c041c2c34041c143e041c04040c1c14040c1c04140c1c0c1c0c1c24240c1c34240c1c0c04141c1c04141c040c141c2c14141c142c141c143e141c0c0c1c1c1c1c1c1c041c241c3e24241c143e241c04042c1c34042c1c14142c1c2c2c2c1c240c341c341c341c1c34341c1c1c3e1c04343e1c240404243e0c04242c1c04243e1c04241c2c04243e2c0424243e0c24041414243e1c14240424142404341424343414243e041c242c241c24240424240c2c2424243424242c142c241c242c24043e2c242c043e24040c3e24140c3e24041c3e24140c042c0c24042c043e042c04040c2c34040c2c34140c2c2c2c0c2c240c142c141c142c143e142c14041c2c1c2c1c2c040c242c1c14242c3e14242c143e242c14042c2c0c1c2c2c042c342c24143e2c14243e2c241404342424043434240434243404340c140c340c340c343e0c143424341434041c1c34341c1c34242424342c042c34142c2c341c1c34341c043e340c143e341c04043e2c04043e3e04043e040c043e141c043e142c043e34140c3e04240c3e140c143e2c24143e142c143e04041c3e2c0c1c3e1c1c1c3e04341c3e0c14243e0c24243e04042c3e14042c3e24142c3e041c343e"> : tensor<256x4xi8>
    %1 = arith.constant dense<"0x008182038405068788090a8b0c8d8e0f901112931495961718999a1b9c1d1e9fa02122a324a5a62728a9aa2bac2d2eaf30b1b233b43536b7b8393abb3cbdbe3fc04142c344c5c64748c9ca4bcc4d4ecf50d1d253d45556d7d8595adb5cddde5f60e1e263e46566e7e8696aeb6cedee6ff07172f374f5f67778f9fa7bfc7d7eff"> : tensor<128xi8>
    %2 = tensor.empty() : tensor<4x3x8x4x2x4xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 8 + d3 * 2 + d4 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 4 + 66)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 4 + 67)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 4 + 68)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 4 + 69)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x98xi8>, tensor<3x4x98xi8>, tensor<3x4x98xi8>, tensor<3x4x98xi8>, tensor<3x4x98xi8>, tensor<3x4x98xi8>, tensor<3x4x98xi8>) outs(%2 : tensor<4x3x8x4x2x4xf32>) {
    ^bb0(%4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: f32):
      %12 = arith.extui %7 : i8 to i32
      %13 = arith.extui %8 : i8 to i32
      %14 = arith.constant 8 : i32
      %15 = arith.shli %13, %14 : i32
      %16 = arith.ori %12, %15 : i32
      %17 = arith.extui %9 : i8 to i32
      %18 = arith.constant 16 : i32
      %19 = arith.shli %17, %18 : i32
      %20 = arith.ori %16, %19 : i32
      %21 = arith.extui %10 : i8 to i32
      %22 = arith.constant 24 : i32
      %23 = arith.shli %21, %22 : i32
      %24 = arith.ori %20, %23 : i32
      %25 = arith.extui %4 : i8 to i16
      %26 = arith.extui %5 : i8 to i16
      %27 = arith.constant 8 : i16
      %28 = arith.shli %26, %27 : i16
      %29 = arith.ori %25, %28 : i16
      %30 = arith.bitcast %29 : i16 to f16
      %31 = arith.extf %30 : f16 to f32
      %32 = arith.constant 28 : i32
      %33 = arith.shrui %24, %32 : i32
      %34 = arith.constant 5.0e-01 : f32
      %35 = arith.sitofp %33 : i32 to f32
      %36 = arith.addf %34, %35 : f32
      %37 = arith.mulf %31, %36 : f32
      %38 = arith.constant 5.0e-01 : f32
      %39 = arith.mulf %37, %38 : f32
      %40 = arith.extui %6 : i8 to i32
      %41 = linalg.index 5 : index
      %42 = arith.index_cast %41 : index to i32
      %43 = arith.index_cast %40 : i32 to index
      %44 = arith.index_cast %42 : i32 to index
      %45 = tensor.extract %0[%43, %44] : tensor<256x4xi8>
      %46 = arith.extsi %45 : i8 to i32
      %47 = linalg.index 3 : index
      %48 = arith.index_cast %47 : index to i32
      %49 = arith.constant 7 : i32
      %50 = arith.muli %48, %49 : i32
      %51 = arith.shrui %24, %50 : i32
      %52 = arith.constant 127 : i32
      %53 = arith.andi %51, %52 : i32
      %54 = linalg.index 4 : index
      %55 = arith.index_cast %54 : index to i32
      %56 = arith.constant 4 : i32
      %57 = arith.muli %55, %56 : i32
      %58 = arith.addi %57, %42 : i32
      %59 = arith.sitofp %46 : i32 to f32
      %60 = arith.mulf %39, %59 : f32
      %61 = arith.index_cast %53 : i32 to index
      %62 = tensor.extract %1[%61] : tensor<128xi8>
      %63 = arith.extsi %62 : i8 to i32
      %64 = arith.constant 255 : i32
      %65 = arith.andi %63, %64 : i32
      %66 = arith.shrui %65, %58 : i32
      %67 = arith.constant 1 : i32
      %68 = arith.andi %66, %67 : i32
      %69 = arith.constant 0 : i32
      %70 = arith.cmpi ne, %68, %69 : i32
      %71 = arith.negf %60 : f32
      %72 = arith.select %70, %71, %60 : f32
      linalg.yield %72 : f32
    } -> tensor<4x3x8x4x2x4xf32>
    %73 = tensor.collapse_shape %3 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x8x4x2x4xf32> into tensor<4x768xf32>
    return %73 : tensor<4x768xf32>
  }
  func.func @dq_iq1_s(%arg0: tensor<4x150xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 50] : tensor<4x150xi8> into tensor<4x3x50xi8>
    %1 = arith.constant dense<"0xffffffffffffffff01ffffffffffffff0000ffffffffffffff01ffffffffffff0101ffffffffffff00ff00ffffffffff000000ffffffffffffff01ffffffffff01ff01ffffffffffff0101ffffffffff010101ffffffffff0000ff00ffffffff00ff0000ffffffffff000000ffffffff01000000ffffffff00000100ffffffffffffff01ffffffff01ffff01ffffffffff01ff01ffffffff0101ff01ffffffff00000001ffffffffffff0101ffffffff01ff0101ffffffffff010101ffffffff01010101ffffffffff00ffff00ffffff0000ffff00ffffff00ff00ff00ffffffff0000ff00ffffff010000ff00ffffff000100ff00ffffff010100ff00ffffff000001ff00ffffff00ffff0000ffffff0100ff0000ffffff0001ff0000ffffff01ff000000ffffff0000000000ffffff0101000000ffffff00ff010000ffffffff00010000ffffff0100010000ffffffff01010000ffffff0000ff0100ffffff00ff000100ffffffff00000100ffffff0100000100ffffff0000010100ffffffffffffff01ffffff01ffffff01ffffffff01ffff01ffffff0101ffff01ffffff000000ff01ffffffffff01ff01ffffff01ff01ff01ffffffff0101ff01ffffff010101ff01ffffff0000ff0001ffffff00ff000001ffffff0001000001ffffffff00010001ffffff0001010001ffffffffffff0101ffffff01ffff0101ffffffff01ff0101ffffff0101ff0101ffffff00ff000101ffffff0000000101ffffff0001000101ffffffffff010101ffffff01ff010101ffffffff01010101ffffff0101010101ffffff00ff00ffff00ffffff0000ffff00ffff010000ffff00ffff000001ffff00ffff00ffff00ff00ffff0001ff00ff00ffff00000000ff00ffff01010000ff00ffffff000100ff00ffff00000100ff00ffff00ff0001ff00ffff00010001ff00ffff00000101ff00ffff00ffffff0000ffffff00ffff0000ffff0000ffff0000ffff0100ffff0000ffff000000ff0000ffffff0100ff0000ffff010100ff0000ffff000101ff0000ffffffffff000000ffff0000ff000000ffff0101ff000000ffffffff00000000ffff00ff00000000ffffff0000000000ffff000000000000ffff010000000000ffff000100000000ffffffff01000000ffff01ff01000000ffff000001000000ffffff0101000000ffff010101000000ffff00ffff010000ffff00ff00010000ffff000000010000ffffff0100010000ffff010100010000ffff00ff01010000ffffff0001010000ffff000001010000ffff010001010000ffff000101010000ffffff0000ff0100ffff000100ff0100ffff00ffff000100ffffff00ff000100ffffffff00000100ffff01ff00000100ffff000000000100ffffff0100000100ffffffff01000100ffff00ff01000100ffff010001000100ffff000101000100ffff0000ff010100ffff00ff00010100ffffff0000010100ffff000100010100ffffffffffffff01ffff01ffffffff01ffffff01ffffff01ffff0101ffffff01ffff000000ffff01ffffffff01ffff01ffff01ff01ffff01ffffff0101ffff01ffff010101ffff01ffff0000ff00ff01ffff00ff0000ff01ffff01000000ff01ffff00000100ff01ffffffffff01ff01ffff01ffff01ff01ffffff01ff01ff01ffff0101ff01ff01ffff00000001ff01ffffffff0101ff01ffff01ff0101ff01ffffff010101ff01ffff01010101ff01ffff0000ffff0001ffff00ff00ff0001ffffff0000ff0001ffff000100ff0001ffffff0001ff0001ffff000001ff0001ffff00ffff000001ffffffff00000001ffff00ff00000001ffff000000000001ffff00ff01000001ffffff0001000001ffff000101000001ffff00ff00010001ffffff0000010001ffff010000010001ffff000100010001ffff000001010001ffffffffffff0101ffff01ffffff0101ffffff01ffff0101ffff0101ffff0101ffff000000ff0101ffffffff01ff0101ffff01ff01ff0101ffffff0101ff0101ffff010101ff0101ffff0000ff000101ffff00ff00000101ffff000100000101ffff00ff01000101ffff000001000101ffffffffff010101ffff01ffff010101ffff0000ff010101ffffff01ff010101ffff0101ff010101ffff000000010101ffffffff01010101ffff01ff01010101ffffff0101010101ffff010101010101ffffffff00ffffff00ff00ff00ffffff00ffff0000ffffff00ff000100ffffff00ffff0001ffffff00ff000001ffffff00ff00ffff00ffff00ffff00ff00ffff00ffffff0000ffff00ff00000000ffff00ffff010000ffff00ff00ff0100ffff00ffff000100ffff00ff00000100ffff00ff00010100ffff00ff00ff0001ffff00ffff000001ffff00ff01000001ffff00ff00ff0101ffff00ff00000101ffff00ff00ffffff00ff00ffff00ffff00ff00ff0100ffff00ff00ff0001ffff00ff00ffffff00ff00ff00ff01ff00ff00ff00ff000000ff00ff00ffff0100ff00ff00ff00ff01ff00ff00ffff0001ff00ff00ff000101ff00ff00ff0000ff0000ff00ff0101ff0000ff00ffffff000000ff00ff00ff000000ff00ff01ff000000ff00ffff00000000ff00ff0000000000ff00ff0100000000ff00ff0001000000ff00ffffff010000ff00ff0000010000ff00ffff00ff0100ff00ff01ff000100ff00ff0000000100ff00ff00ff010100ff00ffff00010100ff00ff00ff00ff01ff00ffff0000ff01ff00ff010000ff01ff00ff000001ff01ff00ffffffff0001ff00ff0100ff0001ff00ff0001ff0001ff00ff01ff000001ff00ff0000000001ff00ffff01000001ff00ff0101000001ff00ffff00010001ff00ff0100010001ff00ff0000ff0101ff00ff00ff000101ff00ffff00000101ff00ff0100000101ff00ff0000010101ff00ff00ffffffff0000ff0100ffffff0000ff0001ffffff0000ffff0000ffff0000ff000000ffff0000ffff0100ffff0000ff000100ffff0000ff00ff01ffff0000ff010001ffff0000ff00ffff00ff0000ff0000ff00ff0000ff0100ff00ff0000ffff01ff00ff0000ff0101ff00ff0000ff00ff0000ff0000ffff000000ff0000ff00000000ff0000ff01000000ff0000ff00010000ff0000ff01ff0100ff0000ff00000100ff0000ffff010100ff0000ffff00ff01ff0000ff0001ff01ff0000ffffff0001ff0000ffff000001ff0000ff00000001ff0000ffff010001ff0000ff00010001ff0000ff01010001ff0000ff00ff0101ff0000ffff000101ff0000ff00000101ff0000ff00010101ff0000ff01ffffff000000ff0000ffff000000ff0101ffff000000ff00ff00ff000000ffff0000ff000000ff000000ff000000ff010000ff000000ff000100ff000000ffffff01ff000000ff01ff01ff000000ff000001ff000000ffff0101ff000000ff010101ff000000ff00ffff00000000ffff00ff00000000ff0000ff00000000ff0100ff00000000ff00ff0000000000ff01ff0000000000ffff000000000000ff00000000000000ff01000000000000ff00010000000000ff01010000000000ff00ff0100000000ffff000100000000ff00000100000000ff01000100000000ff00010100000000ffffffff01000000ff01ffff01000000ffff00ff01000000ff0000ff01000000ffff01ff01000000ff0101ff01000000ffffff0001000000ff00ff0001000000ffff000001000000ff00000001000000ff01000001000000ff00010001000000ff01010001000000ffffff0101000000ff01ff0101000000ff00000101000000ff00ffffff010000ffff00ffff010000ff0000ffff010000ff0100ffff010000ff000000ff010000ff010000ff010000ffff0100ff010000ff010100ff010000ff00ff01ff010000ff010001ff010000ffffffff00010000ff01ffff00010000ffff00ff00010000ff0000ff00010000ffff01ff00010000ff0101ff00010000ff00ff0000010000ff00000000010000ff01000000010000ffff010000010000ff00010000010000ff00ff0100010000ffff000100010000ff00000100010000ffff010100010000ff00010100010000ff01010100010000ff0100ff01010000ff0101ff01010000ff01ff0001010000ff00000001010000ffff000101010000ff00010101010000ff00ff00ffff0100ff010000ffff0100ff000001ffff0100ff00ffff00ff0100ffff00ff00ff0100ff0100ff00ff0100ff0001ff00ff0100ffffff0000ff0100ff00000000ff0100ffff010000ff0100ff01010000ff0100ffffff0100ff0100ff00ff0100ff0100ffff000100ff0100ff01000100ff0100ff00010100ff0100ff0000ff01ff0100ff00ff0001ff0100ffff000001ff0100ff00000101ff0100ffffff00ff000100ff01ff00ff000100ff000000ff000100ff010100ff000100ff00ff01ff000100ff000001ff000100ff01ffff00000100ffff00ff00000100ff0000ff00000100ffff01ff00000100ff00ff0000000100ffff000000000100ff00000000000100ff01000000000100ff00010000000100ff01010000000100ffffff0100000100ff00000100000100ff01010100000100ff0001ff01000100ff00ff0001000100ff01ff0001000100ff00000001000100ffff010001000100ff00ff0101000100ff01000101000100ff00010101000100ff0001ffff010100ff010000ff010100ffff0001ff010100ff010001ff010100ffff00ff00010100ff0100ff00010100ff0001ff00010100ffffff0000010100ff01ff0000010100ff00000000010100ffff010000010100ff00ff0100010100ff01000100010100ff00010100010100ff0000ff01010100ff00ff0001010100ff01000001010100ff01010001010100ffffffffffffff01ff01ffffffffff01ffff01ffffffff01ff0101ffffffff01ff000000ffffff01ffffff01ffffff01ff01ff01ffffff01ff000001ffffff01ffff0101ffffff01ff010101ffffff01ff0000ff00ffff01ff00ff0000ffff01ff00010000ffff01ff00ff0100ffff01ff00000100ffff01ffffffff01ffff01ff01ffff01ffff01ffff01ff01ffff01ff0101ff01ffff01ff00000001ffff01ffffff0101ffff01ff01ff0101ffff01ff00000101ffff01ffff010101ffff01ff01010101ffff01ff0000ffff00ff01ff00ff00ff00ff01ffff0000ff00ff01ff000100ff00ff01ff000001ff00ff01ff01ffff0000ff01ffff00ff0000ff01ff0001ff0000ff01ff0000000000ff01ffff01000000ff01ff0101000000ff01ff00ff010000ff01ffff00010000ff01ff0000010000ff01ff0100010000ff01ff0000ff0100ff01ffffff000100ff01ff0100000100ff01ff0001000100ff01ff0000010100ff01ff00ffffff01ff01ffff01ffff01ff01ff0101ffff01ff01ff00ff00ff01ff01ff000000ff01ff01ffffff01ff01ff01ff01ff01ff01ff01ffff0101ff01ff01ff010101ff01ff01ff0000ff0001ff01ff00ff000001ff01ff0100000001ff01ff0001000001ff01ff0000010001ff01ff00ffff0101ff01ffff01ff0101ff01ff0101ff0101ff01ff00ff000101ff01ff0000000101ff01ffffff010101ff01ff01ff010101ff01ffff01010101ff01ff0101010101ff01ff0000ffffff0001ffff0000ffff0001ff010000ffff0001ff000100ffff0001ff000001ffff0001ffff00ff00ff0001ff0000ff00ff0001ff0100ff00ff0001ff0001ff00ff0001ff01ff0000ff0001ff00000000ff0001ffff010000ff0001ff01010000ff0001ff01000100ff0001ff0000ff01ff0001ff00ff0001ff0001ffff000001ff0001ff00010001ff0001ff00ff0101ff0001ff00000101ff0001ff0001ffff000001ff000000ff000001ff00ff01ff000001ff000101ff000001ffffffff00000001ff0000ff00000001ffff01ff00000001ff00ff0000000001ffff000000000001ff00000000000001ff00010000000001ff01ff0100000001ff00000100000001ffff010100000001ff0001ff01000001ffffff0001000001ffff000001000001ff00000001000001ffff010001000001ff01010001000001ff00ff0101000001ffff000101000001ff01000101000001ff00010101000001ff0000ffff010001ffffff00ff010001ff01ff00ff010001ff000100ff010001ff000001ff010001ff00ffff00010001ff0001ff00010001ff00000000010001ffffff0100010001ff00ff0100010001ff00010100010001ffff00ff01010001ff0100ff01010001ffffff0001010001ff01010001010001ffffffffffff0101ff01ffffffff0101ffff01ffffff0101ff0101ffffff0101ff000000ffff0101ffffff01ffff0101ff01ff01ffff0101ffff0101ffff0101ff010101ffff0101ff0000ff00ff0101ff00ff0000ff0101ffff000000ff0101ff00000100ff0101ffffffff01ff0101ff01ffff01ff0101ffff01ff01ff0101ff0101ff01ff0101ffffff0101ff0101ff01ff0101ff0101ffff010101ff0101ff01010101ff0101ff0001ffff000101ff00ff00ff000101ffff0000ff000101ff000100ff000101ff000001ff000101ff0100ff00000101ff0001ff00000101ff01ff0000000101ff00000000000101ff00ff0100000101ffff000100000101ff01000100000101ff00010100000101ff0000ff01000101ffffff0001000101ff01000001000101ff00010001000101ffff000101000101ff00000101000101ffffffffff010101ff01ffffff010101ffff01ffff010101ff0101ffff010101ffffff01ff010101ff01ff01ff010101ffff0101ff010101ff010101ff010101ff0000ff00010101ff00ff0000010101ff01000000010101ff00010000010101ff00000100010101ffffffff01010101ff01ffff01010101ffff01ff01010101ff0101ff01010101ff00000001010101ffffff0101010101ff01ff0101010101ffff010101010101ff01010101010101ff0000ffffffffff0000ff00ffffffff00010000ffffffff00000001ffffffff000001ff00ffffff0001ff0000ffffff0000000000ffffff00ff010000ffffff0001010000ffffff0000ff0100ffffff00ff000100ffffff0001000100ffffff00ff000001ffffff0000010001ffffff0000ff0101ffffff0001000101ffffff00ffffffff00ffff0000ffffff00ffff00ff00ffff00ffff000100ffff00ffff000001ffff00ffff0001ff00ff00ffff00000000ff00ffff00010000ff00ffff00ff0100ff00ffff00010100ff00ffff0000ff01ff00ffff00010001ff00ffff00000101ff00ffff000000ff0000ffff00ff01ff0000ffff000101ff0000ffff0000ff000000ffff00ff00000000ffff000000000000ffff000100000000ffff000001000000ffff000101000000ffff000000010000ffff00ff01010000ffff000101010000ffff0000ffff0100ffff00ff00ff0100ffff000100ff0100ffff00ffff000100ffff0001ff000100ffff000000000100ffff00ffff010100ffff0000ff010100ffff0001ff010100ffff000000ffff01ffff0000ff00ff01ffff00ff0000ff01ffff00010000ff01ffff00000001ff01ffff0000ffff0001ffff0001ff000001ffff000000000001ffff000101000001ffff00ff00010001ffff000001010001ffff000001ff0101ffff00ff00000101ffff000000010101ffff0000ffffffff00ff00000000ffff00ff00000100ffff00ff00000101ffff00ff000000ff00ff00ff00ff01ff00ff00ff000101ff00ff00ff0000ff0000ff00ff00ff000000ff00ff0000000000ff00ff0001000000ff00ff0000ff0100ff00ff0001ff0100ff00ff0000000100ff00ff00ff010100ff00ff0001010100ff00ff0000ffff01ff00ff000100ff01ff00ff000001ff01ff00ff00ffff0001ff00ff0001ff0001ff00ff0000000001ff00ff00ffff0101ff00ff0000ff0101ff00ff0000010101ff00ff0000ffffff0000ff0001ffffff0000ff000000ffff0000ff000101ffff0000ff0000ff00ff0000ff00ff0000ff0000ff00000000ff0000ff00010000ff0000ff00000100ff0000ff00ffff01ff0000ff00000001ff0000ff00010101ff0000ff0000ffff000000ff00ff00ff000000ff000000ff000000ff000100ff000000ff000001ff000000ff00ffff00000000ff0000ff00000000ff00ff0000000000ff00000000000000ff00010000000000ff00ff0100000000ff00000100000000ff0000ff01000000ff00ff0001000000ff00000001000000ff00010001000000ff00000101000000ff0001ffff010000ff00ff00ff010000ff000000ff010000ff00ff01ff010000ff0000ff00010000ff00ff0000010000ff00000000010000ff00010000010000ff00000100010000ff00010100010000ff00000001010000ff00ff0101010000ff00010101010000ff0000ffffff0100ff000000ffff0100ff000001ffff0100ff00ff0000ff0100ff00000000ff0100ff00ff0100ff0100ff00010100ff0100ff0000ff01ff0100ff00ff0001ff0100ff00000101ff0100ff00ffffff000100ff0001ffff000100ff000000ff000100ff00ff01ff000100ff00ffff00000100ff0000ff00000100ff0001ff00000100ff00000000000100ff00010000000100ff00000100000100ff0001ff01000100ff00000001000100ff00ff0101000100ff0000ffff010100ff000000ff010100ff000101ff010100ff00ff0000010100ff00000000010100ff0000ff01010100ff00ff0001010100ff00010001010100ff000000ffffff01ff0000ff00ffff01ff00000000ffff01ff00010100ffff01ff00000001ffff01ff0001ffff00ff01ff000001ff00ff01ff00ffff0000ff01ff0000000000ff01ff00ff010000ff01ff0000ff0100ff01ff00ff000100ff01ff0001000100ff01ff0000010100ff01ff000000ff01ff01ff0000ff0001ff01ff00ff000001ff01ff0001000001ff01ff0000010001ff01ff0000000101ff01ff0000ffffff0001ff000000ffff0001ff000100ffff0001ff000101ffff0001ff00ffff00ff0001ff00ff0000ff0001ff00000000ff0001ff00ff0100ff0001ff0000ff01ff0001ff00ff0001ff0001ff00010001ff0001ff00ffffff000001ff000000ff000001ff000101ff000001ff0000ff00000001ff0001ff00000001ff00ff0000000001ff00000000000001ff00010000000001ff00000100000001ff00ffff01000001ff0001ff01000001ff00000001000001ff00010001000001ff00010101000001ff000100ff010001ff000001ff010001ff0001ff00010001ff00000000010001ff00010000010001ff00ff0100010001ff0000ff01010001ff00ff0001010001ff00010001010001ff00000101010001ff00010000ff0101ff00ff00ff000101ff000100ff000101ff000001ff000101ff00000000000101ff00ff0100000101ff00010100000101ff00ff0001000101ff00000101000101ff00ff0000010101ff00000001010101ff0000ffffffffff0000ff00ffffffff00000000ffffffff00000100ffffffff00000001ffffffff000001ff00ffffff0000000000ffffff0000010100ffffff000000ff01ffffff0000ff0001ffffff0000000101ffffff0000ffffff00ffff00000000ff00ffff0000ff01ff00ffff000000ff0000ffff0000ff000000ffff000000000000ffff000001000000ffff000000010000ffff000000000100ffff0000ff010100ffff00000100ff01ffff00000001ff01ffff000000000001ffff0000ff010001ffff0000ffff0101ffff000000ff0101ffff000001000101ffff000000010101ffff00000000ffff00ff0000ff01ffff00ff00000001ffff00ff00000101ffff00ff000000ff00ff00ff0000ff0000ff00ff0000000000ff00ff0000010000ff00ff0000ff0100ff00ff0000000100ff00ff0000ffff01ff00ff0000000001ff00ff0000010001ff00ff0000ff0101ff00ff0000010101ff00ff000000ffff0000ff0000ff00ff0000ff00000000ff0000ff00000100ff0000ff00000001ff0000ff0000ffff000000ff000000ff000000ff000001ff000000ff0000ff00000000ff00000000000000ff00000100000000ff0000ff01000000ff00000001000000ff00000101000000ff000000ff010000ff0000ff00010000ff00000000010000ff00000100010000ff00000001010000ff000001ffff0100ff00000000ff0100ff000000ff000100ff0000ff00000100ff00000000000100ff00000100000100ff00000001000100ff0000ffff010100ff00000000010100ff00000101010100ff000000ffffff01ff00000100ffff01ff000001ff00ff01ff0000000000ff01ff0000010100ff01ff000000ff01ff01ff0000ff0001ff01ff000001ffff0001ff00000000ff0001ff00000101ff0001ff000000ff000001ff0000ff00000001ff00000000000001ff00000100000001ff00000001000001ff000001ff010001ff00000000010001ff00000000ff0101ff0000ffff000101ff000001ff000101ff00000000000101ff00000001000101ff00000101000101ff0000ff00010101ff0000ff00ffffff0000000000ffffff00000000ff00ffff000000ff0000ffff000000000000ffff000000010000ffff000000ff0100ffff000000000100ffff00000000ff01ffff000000000001ffff000000ff0101ffff000000010101ffff00000000ffff00ff000000ff00ff00ff0000000000ff00ff0000000100ff00ff0000000001ff00ff0000000101ff00ff000000ffff0000ff00000000ff0000ff000000ff000000ff00000000000000ff00000001000000ff000000ff010000ff00000000010000ff00000001010000ff00000000ff0100ff00000001ff0100ff000000ff000100ff00000000000100ff00000001000100ff00000000010100ff000000ffffff01ff000000ff01ff01ff0000000101ff01ff00000000ff0001ff000000ff000001ff00000000000001ff00000001000001ff00000000010001ff00000000ff0101ff000000ff000101ff00000000000101ff00000001010101ff00000000ffffff0000000001ffffff00000000ff00ffff000000000000ffff000000000100ffff000000000001ffff00000000ffff00ff0000000000ff00ff0000000001ff00ff00000000ff0000ff00000000000000ff00000000010000ff00000000000100ff00000000010100ff0000000000ff01ff00000000ff0001ff00000000000001ff00000000010001ff00000000000101ff00000000ffffff000000000000ffff000000000001ffff0000000000ff00ff00000000000000ff00000000000100ff0000000000ff01ff00000000000001ff0000000000ffff00000000000000ff00000000000001ff000000000000ff0000000000000000000000000000000100000000000000ff0100000000000000010000000000000101000000000000ffff01000000000000ff010000000000ff0001000000000000000100000000000100010000000000ff010100000000000001010000000000010101000000000000ffff0100000000ff00ff01000000000000ff01000000000001ff01000000000101ff0100000000ffff00010000000000ff000100000000ff0000010000000000000001000000000100000100000000ff01000100000000000100010000000000ff010100000000ff00010100000000000001010000000001000101000000000001010100000000ffffffff0100000000ffffff0100000001ffffff01000000ff00ffff010000000100ffff01000000ff01ffff010000000001ffff0100000000ff00ff01000000ff0000ff01000000000000ff01000000ff0100ff01000000000100ff01000000ffff01ff0100000000ff01ff0100000001ff01ff01000000ff0001ff01000000000001ff01000000010001ff01000000ff0101ff01000000000101ff0100000000ffff00010000000000ff00010000000100ff0001000000ff01ff00010000000001ff00010000000101ff0001000000ffff00000100000000ff00000100000001ff000001000000ff0000000100000000000000010000000100000001000000ff010000010000000001000001000000010100000100000000ff010001000000ff000100010000000000010001000000000101000100000001ffff01010000000000ff01010000000100ff0101000000ff01ff01010000000001ff01010000000101ff010100000000ff0001010000000000000101000000010100010100000001ff01010100000000000101010000000100010101000000ff010101010000000001010101000000ff00ffffff0100000000ffffff0100000100ffffff0100000001ffffff010000ffff00ffff010000000000ffff010000ff0100ffff01000000ff01ffff010000010101ffff0100000000ff00ff010000ff01ff00ff0100000101ff00ff01000000ff0000ff010000ff000000ff01000000000000ff01000001000000ff010000ff010000ff01000000010000ff010000ffff0100ff01000001ff0100ff010000ff000100ff01000000000100ff01000001ffff01ff0100000001ff01ff010000ffff0001ff01000001ff0001ff01000000000001ff010000ff010001ff01000000ff0101ff01000000010101ff01000000ffffff0001000001ffffff000100000000ffff000100000101ffff0001000000ff00ff00010000ff0000ff00010000000000ff00010000010000ff00010000000100ff00010000000001ff0001000000ffff0000010000ff00ff00000100000000ff00000100000100ff00000100000001ff0000010000ffff00000001000000ff00000001000001ff000000010000ff0000000001000000000000000100000100000000010000ff010000000100000001000000010000010100000001000000ff010000010000ff0001000001000000000100000100000100010000010000000101000001000000ffff01000100000000ff01000100000001ff010001000000ff000100010000ff0000010001000000000001000100000100000100010000ff0100010001000000010001000100000000010100010000ff00ffff01010000ff01ffff01010000000000ff01010000010100ff01010000ffff01ff01010000000001ff01010000010001ff01010000000101ff010100000000ff0001010000ff01ff00010100000001ff000101000000ff00000101000000000000010100000100000001010000ff01000001010000000100000101000001ff0100010100000000010001010000ff01010001010000010101000101000000ffff01010100000101ff010101000001ff00010101000000000001010100000100000101010000ff01000101010000010100010101000000ff0101010100000000ffffffff0100ff0000ffffff0100010000ffffff0100000100ffffff0100000001ffffff0100ff00ff00ffff0100ffff0000ffff010000000000ffff010001000000ffff0100ff010000ffff010001010000ffff010000ff0100ffff0100ff000100ffff010001000100ffff010000010100ffff010000ffff01ffff010001000001ffff010000000101ffff010000ffffff00ff0100ff00ffff00ff01000100ffff00ff01000001ffff00ff010001ff00ff00ff0100000000ff00ff010000ff01ff00ff010001ff01ff00ff0100010001ff00ff0100000101ff00ff01000000ff0000ff01000001ff0000ff010000ff000000ff01000000000000ff01000100000000ff01000001000000ff01000000010000ff01000100010000ff01000101010000ff0100ff00ff0100ff01000101ff0100ff010001ff000100ff01000000000100ff010000ff010100ff01000100010100ff01000001010100ff010000ff00ff01ff0100010000ff01ff0100000100ff01ff0100ffffff0001ff010000ffff0001ff01000100ff0001ff01000000000001ff01000100000001ff0100ff01000001ff0100ffff010001ff01000000ff0101ff010000ff000101ff01000100000101ff01000000010101ff010000ff00ffff00010001ff00ffff000100000000ffff000100010000ffff000100010100ffff00010000ff01ffff000100010001ffff000100000101ffff000100ffffff00ff00010001ffff00ff0001000000ff00ff000100ff01ff00ff0001000101ff00ff00010000ff0000ff000100ff000000ff00010000000000ff00010001000000ff00010000010000ff00010001010000ff000100ffff0100ff00010001ff0100ff00010000000100ff000100ff00ff01ff0001000000ff01ff0001000001ff01ff000100ffff0001ff00010001ff0001ff000100ff000001ff00010000000001ff00010001000001ff000100ff010001ff00010001010001ff00010000ff0101ff000100ff000101ff00010000010101ff0001000000ffff00000100ff01ffff000001000101ffff0000010000ff00ff00000100000000ff00000100010000ff00000100000100ff00000100ff00ff00000001000000ff00000001000100ff00000001000001ff0000000100ffff00000000010000ff000000000100ff0000000000010000000000000001000100000000000100000100000000010000ff010000000100ff000100000001000000010000000100010001000000010000010100000001000100ff01000001000001ff01000001000101ff010000010000ff000100000100000000010000010001000001000001000001000100000100010100010000010001ff01010000010000000101000001000100010100000100ff0101010000010001ffffff010001000001ffff01000100000000ff01000100ffff01ff01000100010001ff01000100ff0101ff01000100000101ff01000100ffffff00010001000000ff0001000100ff01ff00010001000101ff000100010000ff000001000100ff0000000100010000000000010001000100000001000100ff010000010001000101000001000100ffff0100010001000000010001000100ff01010001000100ffffff010100010001ffff01010001000000ff01010001000101ff0101000100ff000001010001000100000101000100ff010001010001000001000101000100ffff010101000100ff0001010100010001000101010001000101010101000100010000ffff010100000100ffff010100000001ffff01010000ffff00ff01010001ff0000ff01010000000000ff01010001010000ff01010000ff0100ff01010000010100ff0101000000ff01ff01010000ff0001ff010100ff010001ff01010001000101ff01010000ffffff00010100ff00ffff00010100ffff00ff00010100000000ff0001010000ff01ff00010100ff0001ff00010100010001ff00010100000101ff00010100ffffff000001010000ffff00000101000000ff00000101000100ff0000010100ff01ff000001010000ff000000010100ff00000000010100000000000001010001000000000101000001000000010100ffff0100000101000000010000010100010101000001010001ffff0100010100ff00ff01000101000101ff0100010100000000010001010000ff010100010100ff000101000101000000010100010100000101010001010000ff00ff01010100010000ff01010100ff0100ff0101010000ffff0001010100ff00ff00010101000001ff0001010100ffff0000010101000000000001010100ff010000010101000101000001010100ff00010001010100000001000101010000010100010101000100ff0101010100ff00000101010100ff0100010101010001010001010101000100010101010100ffffffffffffff0101ffffffffffff01ff01ffffffffff010101ffffffffff01ffff01ffffffff0101ff01ffffffff01ff0101ffffffff01010101ffffffff010000ff00ffffff01ffff0000ffffff0100ff0000ffffff01ff000000ffffff0101000000ffffff0100010000ffffff0100000100ffffff01ffffff01ffffff0101ffff01ffffff01ff01ff01ffffff010101ff01ffffff0100000001ffffff01ffff0101ffffff0101ff0101ffffff01ff010101ffffff0101010101ffffff010000ffff00ffff0100ff00ff00ffff01ff0000ff00ffff01010000ff00ffff01000100ff00ffff01000001ff00ffff0100ffff0000ffff01ff00ff0000ffff010001ff0000ffff01ffff000000ffff0101ff000000ffff010000000000ffff010100000000ffff01ff01000000ffff010001000000ffff01ff00010000ffff010100010000ffff010001010000ffff010000ff0100ffff010001ff0100ffff01ff00000100ffff010100000100ffff010001000100ffff010000010100ffff01ffffffff01ffff0101ffffff01ffff01ff01ffff01ffff010101ffff01ffff01000000ff01ffff01ffff01ff01ffff0101ff01ff01ffff01ff0101ff01ffff01010101ff01ffff0100ff000001ffff01ff00000001ffff010001000001ffff010000010001ffff01ffffff0101ffff0101ffff0101ffff01ff01ff0101ffff010101ff0101ffff010000000101ffff01ffff010101ffff0101ff010101ffff01ff01010101ffff010101010101ffff01ff0000ffff00ff01000100ffff00ff0100ffff00ff00ff01ff00ff00ff00ff0100ff0000ff00ff0100000000ff00ff0101010000ff00ff0100ff0100ff00ff01ff000100ff00ff0100010100ff00ff01ff000001ff00ff0100010001ff00ff0100ffffff0000ff010001ffff0000ff0101ff00ff0000ff01000000ff0000ff01010100ff0000ff01010001ff0000ff01000101ff0000ff01ffffff000000ff0100ffff000000ff010000ff000000ff01ff01ff000000ff0100ff00000000ff01ff0000000000ff01000000000000ff01010000000000ff01000100000000ff01010100000000ff01000001000000ff01010001000000ff01ff0101000000ff01010101000000ff0100ffff010000ff01ff00ff010000ff010100ff010000ff010001ff010000ff01ffff00010000ff0101ff00010000ff01000000010000ff01ff0100010000ff01010001010000ff0100ff00ff0100ff01010000ff0100ff01000100ff0100ff01000001ff0100ff0100ffff000100ff01ff00ff000100ff010001ff000100ff010101ff000100ff01ffff00000100ff01000000000100ff01000100000100ff01010100000100ff0100ff01000100ff01010001000100ff01010101000100ff010000ff010100ff0100ff00010100ff01010100010100ff01ff0001010100ff01ffffffffff01ff0101ffffffff01ff01ff01ffffff01ff010101ffffff01ff01000000ffff01ff01ffff01ffff01ff0101ff01ffff01ff01ff0101ffff01ff01010101ffff01ff0100ffff00ff01ff010000ff00ff01ff0100ff0000ff01ff01ff000000ff01ff0100010000ff01ff0100000100ff01ff0100010100ff01ff01ffffff01ff01ff0101ffff01ff01ff01ff01ff01ff01ff010101ff01ff01ff0100000001ff01ff01ffff0101ff01ff0101ff0101ff01ff01ff010101ff01ff0101010101ff01ff010000ffff0001ff010100ffff0001ff0100ff00ff0001ff01ff0000ff0001ff01010000ff0001ff01000001ff0001ff0100ffff000001ff01ff00ff000001ff010100ff000001ff010001ff000001ff01ffff00000001ff0101ff00000001ff01000000000001ff01010100000001ff0100ff01000001ff01ff0001000001ff010000ff010001ff01010000010001ff01000100010001ff01000001010001ff01ffffffff0101ff0101ffffff0101ff01ff01ffff0101ff010101ffff0101ff01000000ff0101ff01ffff01ff0101ff0101ff01ff0101ff01ff0101ff0101ff01010101ff0101ff010000ff000101ff0100ff00000101ff01ff0000000101ff01010000000101ff01ffffff010101ff0101ffff010101ff01ff01ff010101ff010101ff010101ff01000000010101ff01ffff01010101ff0101ff01010101ff01ff0101010101ff01010101010101ff010000ffffffff000100ff00ffffff0001010000ffffff0001ff0100ffffff0001000100ffffff0001000001ffffff000100ffff00ffff00010100ff00ffff00010001ff00ffff000100000000ffff0001ff010000ffff000101010000ffff000100010100ffff000101010100ffff00010000ff01ffff000100ff0001ffff0001ff000001ffff000101000001ffff000100010001ffff000100000101ffff000100ffffff00ff0001ff00ffff00ff00010100ffff00ff00010001ffff00ff0001ffff00ff00ff0001000000ff00ff0001ff0100ff00ff0001010100ff00ff000100ff01ff00ff0001ff0001ff00ff0001010001ff00ff0001000101ff00ff0001ffffff0000ff00010000ff0000ff0001ffff000000ff000100ff000000ff0001ff00000000ff00010000000000ff00010100000000ff00010001000000ff000101ff010000ff00010000010000ff0001ff00ff0100ff00010100ff0100ff000101ff000100ff00010000000100ff0001ff01000100ff000100ff010100ff0001ff00010100ff00010100010100ff00010001010100ff00010000ffff01ff000100ff00ff01ff0001ff0000ff01ff0001000100ff01ff0001000001ff01ff0001ff00ff0001ff00010100ff0001ff00010001ff0001ff0001ffff000001ff000101ff000001ff00010000000001ff0001ff01000001ff00010100010001ff00010001010001ff00010000ff0101ff0001ff00000101ff00010100000101ff00010001010101ff000100ffffffff000001ff00ffffff0000010100ffffff000001ffff00ffff000001000000ffff000001ff0100ffff000001010001ffff000001ffffff00ff0000010101ff00ff00000100ff0000ff000001ff000000ff00000100000000ff00000101000000ff000001ff010000ff00000100010000ff000001ffff0100ff00000100ff0100ff00000101ff0100ff00000100000100ff000001ff00ff01ff0000010100ff01ff00000101ff0001ff000001ff000001ff00000100000001ff000001ff010001ff00000100ff0101ff00000100010101ff000001ffffffff000000010000ffff00000001ff01ffff000000010101ffff00000001ffff00ff0000000100ff00ff00000001ff0000ff00000001000000ff00000001010000ff00000001000100ff0000000100ff01ff00000001000001ff00000001000101ff00000001010101ff0000000100ffff0000000001ff00ff00000000010000ff00000000010100ff00000000010001ff0000000001ffff00000000000100ff00000000000101ff000000000001ff0000000000000100000000000000010100000000000001ff010000000000010001000000000001010100000000000100ff010000000001ff0001000000000100000100000000010100010000000001000101000000000100ffff01000000010000ff0100000001ff01ff010000000100ff00010000000101ff000100000001ff000001000000010000000100000001010000010000000100010001000000010101000100000001ffff01010000000101ff0101000000010000010100000001ff01010100000001010101010000000100ffffff01000001ff00ffff01000001ffff00ff01000001000000ff01000001000100ff01000001ffff01ff01000001010001ff01000001000101ff010000010000ff0001000001ff01ff00010000010001ff000100000100ff00000100000101ff0000010000010000000001000001010000000100000100010000010000010000010001000001ff0101000100000101ffff0101000001ff00ff01010000010001ff01010000010101ff010100000101ff000101000001ff000001010000010000000101000001ff00010101000001010001010100000100010101010000010000ffffff010001010000ffff010001000100ffff010001000001ffff01000100ffff00ff0100010100ff00ff010001ffff0000ff01000101ff0000ff01000100000000ff01000101000000ff01000101010000ff010001ff000100ff01000100000100ff0100010000ff01ff01000100ff0001ff01000101000001ff01000100010001ff01000100000101ff010001ff00ffff000100010100ffff000100010001ffff00010001ffff00ff0001000101ff00ff00010001000000ff00010001ff0100ff00010001010100ff00010001ffff01ff0001000100ff01ff00010001ff0001ff00010001010001ff00010001ffffff000001000101ffff00000100010000ff0000010001ff01ff00000100010101ff000001000100ff000000010001ff0000000001000100000000000100010100000000010001000100000001000101ff01000001000100000100000100010100010000010001010101000001000100ffff0100010001ff00ff0100010001ffff00010001000101ff0001000100010000000100010001010100010001000100ff01010001000101000101000100010000ffff01010001000000ff01010001000001ff01010001ff00ff00010100010100ff00010100010001ff0001010001ffff0000010100010000000001010001ff0100000101000100ff0100010100010000ff010101000100ff000101010001ff0000010101000100000001010100010100000101010001ffffffffffff010101ffffffffff0101ff01ffffffff01010101ffffffff0101000000ffffff0101ffff01ffffff010101ff01ffffff0101ff0101ffffff0101010101ffffff01010000ff00ffff010100ff0000ffff0101ff000000ffff010101000000ffff010100010000ffff0101ffffff01ffff010101ffff01ffff0101ff01ff01ffff01010101ff01ffff010100000001ffff0101ffff0101ffff010101ff0101ffff0101ff010101ffff010101010101ffff01010000ffff00ff01010001ffff00ff010100ff00ff00ff0101ff0000ff00ff0101010000ff00ff0101000100ff00ff0101010100ff00ff01010100ff0000ff01010001ff0000ff010100ff000000ff01010000000000ff0101ff01000000ff01010101000000ff010100ff010000ff0101ff00010000ff01010000ff0100ff0101ffff000100ff010101ff000100ff01010100000100ff01010001000100ff010101ffffff01ff0101ff01ffff01ff01010101ffff01ff0101ffff00ff01ff0101000100ff01ff010101ff01ff01ff0101ff0101ff01ff0101010101ff01ff01010000ff0001ff010100ff000001ff01010100000001ff01010001000001ff01010000010001ff0101ffffff0101ff010101ffff0101ff0101ff01ff0101ff01010101ff0101ff01010000000101ff0101ffff010101ff010101ff010101ff0101ff01010101ff01010101010101ff0101000100ffff000101000001ffff00010100ffff00ff000101ff00ff00ff000101ffff0000ff000101ff000000ff00010100000000ff000101ff010000ff00010101010000ff00010100ff0100ff00010100000100ff00010101000100ff000101ff010100ff00010100010100ff0001010000ff01ff0001010100ffff000001010001ffff00000101ffff00ff0000010101ff00ff00000101000000ff00000101ff0100ff00000101010001ff00000101000101ff0000010101ffff00000001010000ff000000010100ff000000000101ff000000000001010000000000000101010000000000010100010000000001010000010000000101010101000000010100ffff0100000101ff00ff01000001010000ff01000001010100ff01000001010001ff010000010101ff0001000001010000000100000101ff010001000001010000ffff0100010100ff00ff01000101010000ff01000101010100ff0100010100ff01ff01000101000001ff01000101ff00ff00010001010100ff00010001010101ff000100010101ff00000100010100000000010001010100000001000101ff01000001000101ffff01000100010101ff0100010001010100ff0101000101ffff00010100010100000001010001010100000101000101000100010100010100ff010101000101ff000101010001010100010101000101ffffffffff01010101ffffffff010101ff01ffffff0101010101ffffff010101ffff01ffff01010101ff01ffff010101ff0101ffff010101010101ffff01010100ff0000ff010101ff000000ff01010101000000ff01010100010000ff010101ffffff01ff01010101ffff01ff010101ff01ff01ff0101010101ff01ff01010100000001ff010101ffff0101ff01010101ff0101ff010101ff010101ff01010101010101ff0101010000ffff00010101ff0000ff00010101000100ff0001010100ff01ff00010101000001ff0001010100ffff0000010101ffff0000000101010000000000010101010100000001010100ff01000001010101000100000101010001010000010101ffff0001000101010100000100010101ffffffff0101010101ffffff01010101ff01ffff010101010101ffff01010101ffff01ff0101010101ff01ff01010101ff0101ff01010101010101ff0101010100ff000001010101ff000000010101010100000001010101ffffff010101010101ffff0101010101ff01ff01010101010101ff01010101010000000101010101ffff01010101010101ff010101010101ff010101010101010101010101010101"> : tensor<2048x8xi8>
    %2 = tensor.empty() : tensor<4x3x8x4x8xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 4 + d3 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 34)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 35)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0 : tensor<4x3x50xi8>, tensor<4x3x50xi8>, tensor<4x3x50xi8>, tensor<4x3x50xi8>, tensor<4x3x50xi8>) outs(%2 : tensor<4x3x8x4x8xf32>) {
    ^bb0(%4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = arith.extui %7 : i8 to i32
      %11 = arith.extui %8 : i8 to i32
      %12 = arith.constant 8 : i32
      %13 = arith.shli %11, %12 : i32
      %14 = arith.ori %10, %13 : i32
      %15 = arith.constant 12 : i32
      %16 = arith.shrui %14, %15 : i32
      %17 = arith.constant 7 : i32
      %18 = arith.andi %16, %17 : i32
      %19 = arith.extui %4 : i8 to i16
      %20 = arith.extui %5 : i8 to i16
      %21 = arith.constant 8 : i16
      %22 = arith.shli %20, %21 : i16
      %23 = arith.ori %19, %22 : i16
      %24 = arith.bitcast %23 : i16 to f16
      %25 = arith.extf %24 : f16 to f32
      %26 = arith.constant 2 : i32
      %27 = arith.muli %18, %26 : i32
      %28 = arith.constant 1 : i32
      %29 = arith.addi %27, %28 : i32
      %30 = arith.sitofp %29 : i32 to f32
      %31 = arith.mulf %25, %30 : f32
      %32 = arith.extui %6 : i8 to i32
      %33 = linalg.index 3 : index
      %34 = arith.index_cast %33 : index to i32
      %35 = arith.constant 3 : i32
      %36 = arith.muli %34, %35 : i32
      %37 = arith.shrui %14, %36 : i32
      %38 = arith.constant 7 : i32
      %39 = arith.andi %37, %38 : i32
      %40 = arith.constant 8 : i32
      %41 = arith.shli %39, %40 : i32
      %42 = arith.ori %32, %41 : i32
      %43 = linalg.index 4 : index
      %44 = arith.index_cast %43 : index to i32
      %45 = arith.index_cast %42 : i32 to index
      %46 = arith.index_cast %44 : i32 to index
      %47 = tensor.extract %1[%45, %46] : tensor<2048x8xi8>
      %48 = arith.extsi %47 : i8 to i32
      %49 = arith.constant 32768 : i32
      %50 = arith.andi %14, %49 : i32
      %51 = arith.constant 0 : i32
      %52 = arith.cmpi ne, %50, %51 : i32
      %53 = arith.constant -1.25e-01 : f32
      %54 = arith.constant 1.25e-01 : f32
      %55 = arith.select %52, %53, %54 : f32
      %56 = arith.sitofp %48 : i32 to f32
      %57 = arith.addf %56, %55 : f32
      %58 = arith.mulf %31, %57 : f32
      linalg.yield %58 : f32
    } -> tensor<4x3x8x4x8xf32>
    %59 = tensor.collapse_shape %3 [[0], [1, 2, 3, 4]] : tensor<4x3x8x4x8xf32> into tensor<4x768xf32>
    return %59 : tensor<4x768xf32>
  }
  func.func @dq_iq1_s_ibm(%arg0: tensor<3x4x50xi8>) -> tensor<4x768xf32> {
    %0 = arith.constant dense<"0xffffffffffffffff01ffffffffffffff0000ffffffffffffff01ffffffffffff0101ffffffffffff00ff00ffffffffff000000ffffffffffffff01ffffffffff01ff01ffffffffffff0101ffffffffff010101ffffffffff0000ff00ffffffff00ff0000ffffffffff000000ffffffff01000000ffffffff00000100ffffffffffffff01ffffffff01ffff01ffffffffff01ff01ffffffff0101ff01ffffffff00000001ffffffffffff0101ffffffff01ff0101ffffffffff010101ffffffff01010101ffffffffff00ffff00ffffff0000ffff00ffffff00ff00ff00ffffffff0000ff00ffffff010000ff00ffffff000100ff00ffffff010100ff00ffffff000001ff00ffffff00ffff0000ffffff0100ff0000ffffff0001ff0000ffffff01ff000000ffffff0000000000ffffff0101000000ffffff00ff010000ffffffff00010000ffffff0100010000ffffffff01010000ffffff0000ff0100ffffff00ff000100ffffffff00000100ffffff0100000100ffffff0000010100ffffffffffffff01ffffff01ffffff01ffffffff01ffff01ffffff0101ffff01ffffff000000ff01ffffffffff01ff01ffffff01ff01ff01ffffffff0101ff01ffffff010101ff01ffffff0000ff0001ffffff00ff000001ffffff0001000001ffffffff00010001ffffff0001010001ffffffffffff0101ffffff01ffff0101ffffffff01ff0101ffffff0101ff0101ffffff00ff000101ffffff0000000101ffffff0001000101ffffffffff010101ffffff01ff010101ffffffff01010101ffffff0101010101ffffff00ff00ffff00ffffff0000ffff00ffff010000ffff00ffff000001ffff00ffff00ffff00ff00ffff0001ff00ff00ffff00000000ff00ffff01010000ff00ffffff000100ff00ffff00000100ff00ffff00ff0001ff00ffff00010001ff00ffff00000101ff00ffff00ffffff0000ffffff00ffff0000ffff0000ffff0000ffff0100ffff0000ffff000000ff0000ffffff0100ff0000ffff010100ff0000ffff000101ff0000ffffffffff000000ffff0000ff000000ffff0101ff000000ffffffff00000000ffff00ff00000000ffffff0000000000ffff000000000000ffff010000000000ffff000100000000ffffffff01000000ffff01ff01000000ffff000001000000ffffff0101000000ffff010101000000ffff00ffff010000ffff00ff00010000ffff000000010000ffffff0100010000ffff010100010000ffff00ff01010000ffffff0001010000ffff000001010000ffff010001010000ffff000101010000ffffff0000ff0100ffff000100ff0100ffff00ffff000100ffffff00ff000100ffffffff00000100ffff01ff00000100ffff000000000100ffffff0100000100ffffffff01000100ffff00ff01000100ffff010001000100ffff000101000100ffff0000ff010100ffff00ff00010100ffffff0000010100ffff000100010100ffffffffffffff01ffff01ffffffff01ffffff01ffffff01ffff0101ffffff01ffff000000ffff01ffffffff01ffff01ffff01ff01ffff01ffffff0101ffff01ffff010101ffff01ffff0000ff00ff01ffff00ff0000ff01ffff01000000ff01ffff00000100ff01ffffffffff01ff01ffff01ffff01ff01ffffff01ff01ff01ffff0101ff01ff01ffff00000001ff01ffffffff0101ff01ffff01ff0101ff01ffffff010101ff01ffff01010101ff01ffff0000ffff0001ffff00ff00ff0001ffffff0000ff0001ffff000100ff0001ffffff0001ff0001ffff000001ff0001ffff00ffff000001ffffffff00000001ffff00ff00000001ffff000000000001ffff00ff01000001ffffff0001000001ffff000101000001ffff00ff00010001ffffff0000010001ffff010000010001ffff000100010001ffff000001010001ffffffffffff0101ffff01ffffff0101ffffff01ffff0101ffff0101ffff0101ffff000000ff0101ffffffff01ff0101ffff01ff01ff0101ffffff0101ff0101ffff010101ff0101ffff0000ff000101ffff00ff00000101ffff000100000101ffff00ff01000101ffff000001000101ffffffffff010101ffff01ffff010101ffff0000ff010101ffffff01ff010101ffff0101ff010101ffff000000010101ffffffff01010101ffff01ff01010101ffffff0101010101ffff010101010101ffffffff00ffffff00ff00ff00ffffff00ffff0000ffffff00ff000100ffffff00ffff0001ffffff00ff000001ffffff00ff00ffff00ffff00ffff00ff00ffff00ffffff0000ffff00ff00000000ffff00ffff010000ffff00ff00ff0100ffff00ffff000100ffff00ff00000100ffff00ff00010100ffff00ff00ff0001ffff00ffff000001ffff00ff01000001ffff00ff00ff0101ffff00ff00000101ffff00ff00ffffff00ff00ffff00ffff00ff00ff0100ffff00ff00ff0001ffff00ff00ffffff00ff00ff00ff01ff00ff00ff00ff000000ff00ff00ffff0100ff00ff00ff00ff01ff00ff00ffff0001ff00ff00ff000101ff00ff00ff0000ff0000ff00ff0101ff0000ff00ffffff000000ff00ff00ff000000ff00ff01ff000000ff00ffff00000000ff00ff0000000000ff00ff0100000000ff00ff0001000000ff00ffffff010000ff00ff0000010000ff00ffff00ff0100ff00ff01ff000100ff00ff0000000100ff00ff00ff010100ff00ffff00010100ff00ff00ff00ff01ff00ffff0000ff01ff00ff010000ff01ff00ff000001ff01ff00ffffffff0001ff00ff0100ff0001ff00ff0001ff0001ff00ff01ff000001ff00ff0000000001ff00ffff01000001ff00ff0101000001ff00ffff00010001ff00ff0100010001ff00ff0000ff0101ff00ff00ff000101ff00ffff00000101ff00ff0100000101ff00ff0000010101ff00ff00ffffffff0000ff0100ffffff0000ff0001ffffff0000ffff0000ffff0000ff000000ffff0000ffff0100ffff0000ff000100ffff0000ff00ff01ffff0000ff010001ffff0000ff00ffff00ff0000ff0000ff00ff0000ff0100ff00ff0000ffff01ff00ff0000ff0101ff00ff0000ff00ff0000ff0000ffff000000ff0000ff00000000ff0000ff01000000ff0000ff00010000ff0000ff01ff0100ff0000ff00000100ff0000ffff010100ff0000ffff00ff01ff0000ff0001ff01ff0000ffffff0001ff0000ffff000001ff0000ff00000001ff0000ffff010001ff0000ff00010001ff0000ff01010001ff0000ff00ff0101ff0000ffff000101ff0000ff00000101ff0000ff00010101ff0000ff01ffffff000000ff0000ffff000000ff0101ffff000000ff00ff00ff000000ffff0000ff000000ff000000ff000000ff010000ff000000ff000100ff000000ffffff01ff000000ff01ff01ff000000ff000001ff000000ffff0101ff000000ff010101ff000000ff00ffff00000000ffff00ff00000000ff0000ff00000000ff0100ff00000000ff00ff0000000000ff01ff0000000000ffff000000000000ff00000000000000ff01000000000000ff00010000000000ff01010000000000ff00ff0100000000ffff000100000000ff00000100000000ff01000100000000ff00010100000000ffffffff01000000ff01ffff01000000ffff00ff01000000ff0000ff01000000ffff01ff01000000ff0101ff01000000ffffff0001000000ff00ff0001000000ffff000001000000ff00000001000000ff01000001000000ff00010001000000ff01010001000000ffffff0101000000ff01ff0101000000ff00000101000000ff00ffffff010000ffff00ffff010000ff0000ffff010000ff0100ffff010000ff000000ff010000ff010000ff010000ffff0100ff010000ff010100ff010000ff00ff01ff010000ff010001ff010000ffffffff00010000ff01ffff00010000ffff00ff00010000ff0000ff00010000ffff01ff00010000ff0101ff00010000ff00ff0000010000ff00000000010000ff01000000010000ffff010000010000ff00010000010000ff00ff0100010000ffff000100010000ff00000100010000ffff010100010000ff00010100010000ff01010100010000ff0100ff01010000ff0101ff01010000ff01ff0001010000ff00000001010000ffff000101010000ff00010101010000ff00ff00ffff0100ff010000ffff0100ff000001ffff0100ff00ffff00ff0100ffff00ff00ff0100ff0100ff00ff0100ff0001ff00ff0100ffffff0000ff0100ff00000000ff0100ffff010000ff0100ff01010000ff0100ffffff0100ff0100ff00ff0100ff0100ffff000100ff0100ff01000100ff0100ff00010100ff0100ff0000ff01ff0100ff00ff0001ff0100ffff000001ff0100ff00000101ff0100ffffff00ff000100ff01ff00ff000100ff000000ff000100ff010100ff000100ff00ff01ff000100ff000001ff000100ff01ffff00000100ffff00ff00000100ff0000ff00000100ffff01ff00000100ff00ff0000000100ffff000000000100ff00000000000100ff01000000000100ff00010000000100ff01010000000100ffffff0100000100ff00000100000100ff01010100000100ff0001ff01000100ff00ff0001000100ff01ff0001000100ff00000001000100ffff010001000100ff00ff0101000100ff01000101000100ff00010101000100ff0001ffff010100ff010000ff010100ffff0001ff010100ff010001ff010100ffff00ff00010100ff0100ff00010100ff0001ff00010100ffffff0000010100ff01ff0000010100ff00000000010100ffff010000010100ff00ff0100010100ff01000100010100ff00010100010100ff0000ff01010100ff00ff0001010100ff01000001010100ff01010001010100ffffffffffffff01ff01ffffffffff01ffff01ffffffff01ff0101ffffffff01ff000000ffffff01ffffff01ffffff01ff01ff01ffffff01ff000001ffffff01ffff0101ffffff01ff010101ffffff01ff0000ff00ffff01ff00ff0000ffff01ff00010000ffff01ff00ff0100ffff01ff00000100ffff01ffffffff01ffff01ff01ffff01ffff01ffff01ff01ffff01ff0101ff01ffff01ff00000001ffff01ffffff0101ffff01ff01ff0101ffff01ff00000101ffff01ffff010101ffff01ff01010101ffff01ff0000ffff00ff01ff00ff00ff00ff01ffff0000ff00ff01ff000100ff00ff01ff000001ff00ff01ff01ffff0000ff01ffff00ff0000ff01ff0001ff0000ff01ff0000000000ff01ffff01000000ff01ff0101000000ff01ff00ff010000ff01ffff00010000ff01ff0000010000ff01ff0100010000ff01ff0000ff0100ff01ffffff000100ff01ff0100000100ff01ff0001000100ff01ff0000010100ff01ff00ffffff01ff01ffff01ffff01ff01ff0101ffff01ff01ff00ff00ff01ff01ff000000ff01ff01ffffff01ff01ff01ff01ff01ff01ff01ffff0101ff01ff01ff010101ff01ff01ff0000ff0001ff01ff00ff000001ff01ff0100000001ff01ff0001000001ff01ff0000010001ff01ff00ffff0101ff01ffff01ff0101ff01ff0101ff0101ff01ff00ff000101ff01ff0000000101ff01ffffff010101ff01ff01ff010101ff01ffff01010101ff01ff0101010101ff01ff0000ffffff0001ffff0000ffff0001ff010000ffff0001ff000100ffff0001ff000001ffff0001ffff00ff00ff0001ff0000ff00ff0001ff0100ff00ff0001ff0001ff00ff0001ff01ff0000ff0001ff00000000ff0001ffff010000ff0001ff01010000ff0001ff01000100ff0001ff0000ff01ff0001ff00ff0001ff0001ffff000001ff0001ff00010001ff0001ff00ff0101ff0001ff00000101ff0001ff0001ffff000001ff000000ff000001ff00ff01ff000001ff000101ff000001ffffffff00000001ff0000ff00000001ffff01ff00000001ff00ff0000000001ffff000000000001ff00000000000001ff00010000000001ff01ff0100000001ff00000100000001ffff010100000001ff0001ff01000001ffffff0001000001ffff000001000001ff00000001000001ffff010001000001ff01010001000001ff00ff0101000001ffff000101000001ff01000101000001ff00010101000001ff0000ffff010001ffffff00ff010001ff01ff00ff010001ff000100ff010001ff000001ff010001ff00ffff00010001ff0001ff00010001ff00000000010001ffffff0100010001ff00ff0100010001ff00010100010001ffff00ff01010001ff0100ff01010001ffffff0001010001ff01010001010001ffffffffffff0101ff01ffffffff0101ffff01ffffff0101ff0101ffffff0101ff000000ffff0101ffffff01ffff0101ff01ff01ffff0101ffff0101ffff0101ff010101ffff0101ff0000ff00ff0101ff00ff0000ff0101ffff000000ff0101ff00000100ff0101ffffffff01ff0101ff01ffff01ff0101ffff01ff01ff0101ff0101ff01ff0101ffffff0101ff0101ff01ff0101ff0101ffff010101ff0101ff01010101ff0101ff0001ffff000101ff00ff00ff000101ffff0000ff000101ff000100ff000101ff000001ff000101ff0100ff00000101ff0001ff00000101ff01ff0000000101ff00000000000101ff00ff0100000101ffff000100000101ff01000100000101ff00010100000101ff0000ff01000101ffffff0001000101ff01000001000101ff00010001000101ffff000101000101ff00000101000101ffffffffff010101ff01ffffff010101ffff01ffff010101ff0101ffff010101ffffff01ff010101ff01ff01ff010101ffff0101ff010101ff010101ff010101ff0000ff00010101ff00ff0000010101ff01000000010101ff00010000010101ff00000100010101ffffffff01010101ff01ffff01010101ffff01ff01010101ff0101ff01010101ff00000001010101ffffff0101010101ff01ff0101010101ffff010101010101ff01010101010101ff0000ffffffffff0000ff00ffffffff00010000ffffffff00000001ffffffff000001ff00ffffff0001ff0000ffffff0000000000ffffff00ff010000ffffff0001010000ffffff0000ff0100ffffff00ff000100ffffff0001000100ffffff00ff000001ffffff0000010001ffffff0000ff0101ffffff0001000101ffffff00ffffffff00ffff0000ffffff00ffff00ff00ffff00ffff000100ffff00ffff000001ffff00ffff0001ff00ff00ffff00000000ff00ffff00010000ff00ffff00ff0100ff00ffff00010100ff00ffff0000ff01ff00ffff00010001ff00ffff00000101ff00ffff000000ff0000ffff00ff01ff0000ffff000101ff0000ffff0000ff000000ffff00ff00000000ffff000000000000ffff000100000000ffff000001000000ffff000101000000ffff000000010000ffff00ff01010000ffff000101010000ffff0000ffff0100ffff00ff00ff0100ffff000100ff0100ffff00ffff000100ffff0001ff000100ffff000000000100ffff00ffff010100ffff0000ff010100ffff0001ff010100ffff000000ffff01ffff0000ff00ff01ffff00ff0000ff01ffff00010000ff01ffff00000001ff01ffff0000ffff0001ffff0001ff000001ffff000000000001ffff000101000001ffff00ff00010001ffff000001010001ffff000001ff0101ffff00ff00000101ffff000000010101ffff0000ffffffff00ff00000000ffff00ff00000100ffff00ff00000101ffff00ff000000ff00ff00ff00ff01ff00ff00ff000101ff00ff00ff0000ff0000ff00ff00ff000000ff00ff0000000000ff00ff0001000000ff00ff0000ff0100ff00ff0001ff0100ff00ff0000000100ff00ff00ff010100ff00ff0001010100ff00ff0000ffff01ff00ff000100ff01ff00ff000001ff01ff00ff00ffff0001ff00ff0001ff0001ff00ff0000000001ff00ff00ffff0101ff00ff0000ff0101ff00ff0000010101ff00ff0000ffffff0000ff0001ffffff0000ff000000ffff0000ff000101ffff0000ff0000ff00ff0000ff00ff0000ff0000ff00000000ff0000ff00010000ff0000ff00000100ff0000ff00ffff01ff0000ff00000001ff0000ff00010101ff0000ff0000ffff000000ff00ff00ff000000ff000000ff000000ff000100ff000000ff000001ff000000ff00ffff00000000ff0000ff00000000ff00ff0000000000ff00000000000000ff00010000000000ff00ff0100000000ff00000100000000ff0000ff01000000ff00ff0001000000ff00000001000000ff00010001000000ff00000101000000ff0001ffff010000ff00ff00ff010000ff000000ff010000ff00ff01ff010000ff0000ff00010000ff00ff0000010000ff00000000010000ff00010000010000ff00000100010000ff00010100010000ff00000001010000ff00ff0101010000ff00010101010000ff0000ffffff0100ff000000ffff0100ff000001ffff0100ff00ff0000ff0100ff00000000ff0100ff00ff0100ff0100ff00010100ff0100ff0000ff01ff0100ff00ff0001ff0100ff00000101ff0100ff00ffffff000100ff0001ffff000100ff000000ff000100ff00ff01ff000100ff00ffff00000100ff0000ff00000100ff0001ff00000100ff00000000000100ff00010000000100ff00000100000100ff0001ff01000100ff00000001000100ff00ff0101000100ff0000ffff010100ff000000ff010100ff000101ff010100ff00ff0000010100ff00000000010100ff0000ff01010100ff00ff0001010100ff00010001010100ff000000ffffff01ff0000ff00ffff01ff00000000ffff01ff00010100ffff01ff00000001ffff01ff0001ffff00ff01ff000001ff00ff01ff00ffff0000ff01ff0000000000ff01ff00ff010000ff01ff0000ff0100ff01ff00ff000100ff01ff0001000100ff01ff0000010100ff01ff000000ff01ff01ff0000ff0001ff01ff00ff000001ff01ff0001000001ff01ff0000010001ff01ff0000000101ff01ff0000ffffff0001ff000000ffff0001ff000100ffff0001ff000101ffff0001ff00ffff00ff0001ff00ff0000ff0001ff00000000ff0001ff00ff0100ff0001ff0000ff01ff0001ff00ff0001ff0001ff00010001ff0001ff00ffffff000001ff000000ff000001ff000101ff000001ff0000ff00000001ff0001ff00000001ff00ff0000000001ff00000000000001ff00010000000001ff00000100000001ff00ffff01000001ff0001ff01000001ff00000001000001ff00010001000001ff00010101000001ff000100ff010001ff000001ff010001ff0001ff00010001ff00000000010001ff00010000010001ff00ff0100010001ff0000ff01010001ff00ff0001010001ff00010001010001ff00000101010001ff00010000ff0101ff00ff00ff000101ff000100ff000101ff000001ff000101ff00000000000101ff00ff0100000101ff00010100000101ff00ff0001000101ff00000101000101ff00ff0000010101ff00000001010101ff0000ffffffffff0000ff00ffffffff00000000ffffffff00000100ffffffff00000001ffffffff000001ff00ffffff0000000000ffffff0000010100ffffff000000ff01ffffff0000ff0001ffffff0000000101ffffff0000ffffff00ffff00000000ff00ffff0000ff01ff00ffff000000ff0000ffff0000ff000000ffff000000000000ffff000001000000ffff000000010000ffff000000000100ffff0000ff010100ffff00000100ff01ffff00000001ff01ffff000000000001ffff0000ff010001ffff0000ffff0101ffff000000ff0101ffff000001000101ffff000000010101ffff00000000ffff00ff0000ff01ffff00ff00000001ffff00ff00000101ffff00ff000000ff00ff00ff0000ff0000ff00ff0000000000ff00ff0000010000ff00ff0000ff0100ff00ff0000000100ff00ff0000ffff01ff00ff0000000001ff00ff0000010001ff00ff0000ff0101ff00ff0000010101ff00ff000000ffff0000ff0000ff00ff0000ff00000000ff0000ff00000100ff0000ff00000001ff0000ff0000ffff000000ff000000ff000000ff000001ff000000ff0000ff00000000ff00000000000000ff00000100000000ff0000ff01000000ff00000001000000ff00000101000000ff000000ff010000ff0000ff00010000ff00000000010000ff00000100010000ff00000001010000ff000001ffff0100ff00000000ff0100ff000000ff000100ff0000ff00000100ff00000000000100ff00000100000100ff00000001000100ff0000ffff010100ff00000000010100ff00000101010100ff000000ffffff01ff00000100ffff01ff000001ff00ff01ff0000000000ff01ff0000010100ff01ff000000ff01ff01ff0000ff0001ff01ff000001ffff0001ff00000000ff0001ff00000101ff0001ff000000ff000001ff0000ff00000001ff00000000000001ff00000100000001ff00000001000001ff000001ff010001ff00000000010001ff00000000ff0101ff0000ffff000101ff000001ff000101ff00000000000101ff00000001000101ff00000101000101ff0000ff00010101ff0000ff00ffffff0000000000ffffff00000000ff00ffff000000ff0000ffff000000000000ffff000000010000ffff000000ff0100ffff000000000100ffff00000000ff01ffff000000000001ffff000000ff0101ffff000000010101ffff00000000ffff00ff000000ff00ff00ff0000000000ff00ff0000000100ff00ff0000000001ff00ff0000000101ff00ff000000ffff0000ff00000000ff0000ff000000ff000000ff00000000000000ff00000001000000ff000000ff010000ff00000000010000ff00000001010000ff00000000ff0100ff00000001ff0100ff000000ff000100ff00000000000100ff00000001000100ff00000000010100ff000000ffffff01ff000000ff01ff01ff0000000101ff01ff00000000ff0001ff000000ff000001ff00000000000001ff00000001000001ff00000000010001ff00000000ff0101ff000000ff000101ff00000000000101ff00000001010101ff00000000ffffff0000000001ffffff00000000ff00ffff000000000000ffff000000000100ffff000000000001ffff00000000ffff00ff0000000000ff00ff0000000001ff00ff00000000ff0000ff00000000000000ff00000000010000ff00000000000100ff00000000010100ff0000000000ff01ff00000000ff0001ff00000000000001ff00000000010001ff00000000000101ff00000000ffffff000000000000ffff000000000001ffff0000000000ff00ff00000000000000ff00000000000100ff0000000000ff01ff00000000000001ff0000000000ffff00000000000000ff00000000000001ff000000000000ff0000000000000000000000000000000100000000000000ff0100000000000000010000000000000101000000000000ffff01000000000000ff010000000000ff0001000000000000000100000000000100010000000000ff010100000000000001010000000000010101000000000000ffff0100000000ff00ff01000000000000ff01000000000001ff01000000000101ff0100000000ffff00010000000000ff000100000000ff0000010000000000000001000000000100000100000000ff01000100000000000100010000000000ff010100000000ff00010100000000000001010000000001000101000000000001010100000000ffffffff0100000000ffffff0100000001ffffff01000000ff00ffff010000000100ffff01000000ff01ffff010000000001ffff0100000000ff00ff01000000ff0000ff01000000000000ff01000000ff0100ff01000000000100ff01000000ffff01ff0100000000ff01ff0100000001ff01ff01000000ff0001ff01000000000001ff01000000010001ff01000000ff0101ff01000000000101ff0100000000ffff00010000000000ff00010000000100ff0001000000ff01ff00010000000001ff00010000000101ff0001000000ffff00000100000000ff00000100000001ff000001000000ff0000000100000000000000010000000100000001000000ff010000010000000001000001000000010100000100000000ff010001000000ff000100010000000000010001000000000101000100000001ffff01010000000000ff01010000000100ff0101000000ff01ff01010000000001ff01010000000101ff010100000000ff0001010000000000000101000000010100010100000001ff01010100000000000101010000000100010101000000ff010101010000000001010101000000ff00ffffff0100000000ffffff0100000100ffffff0100000001ffffff010000ffff00ffff010000000000ffff010000ff0100ffff01000000ff01ffff010000010101ffff0100000000ff00ff010000ff01ff00ff0100000101ff00ff01000000ff0000ff010000ff000000ff01000000000000ff01000001000000ff010000ff010000ff01000000010000ff010000ffff0100ff01000001ff0100ff010000ff000100ff01000000000100ff01000001ffff01ff0100000001ff01ff010000ffff0001ff01000001ff0001ff01000000000001ff010000ff010001ff01000000ff0101ff01000000010101ff01000000ffffff0001000001ffffff000100000000ffff000100000101ffff0001000000ff00ff00010000ff0000ff00010000000000ff00010000010000ff00010000000100ff00010000000001ff0001000000ffff0000010000ff00ff00000100000000ff00000100000100ff00000100000001ff0000010000ffff00000001000000ff00000001000001ff000000010000ff0000000001000000000000000100000100000000010000ff010000000100000001000000010000010100000001000000ff010000010000ff0001000001000000000100000100000100010000010000000101000001000000ffff01000100000000ff01000100000001ff010001000000ff000100010000ff0000010001000000000001000100000100000100010000ff0100010001000000010001000100000000010100010000ff00ffff01010000ff01ffff01010000000000ff01010000010100ff01010000ffff01ff01010000000001ff01010000010001ff01010000000101ff010100000000ff0001010000ff01ff00010100000001ff000101000000ff00000101000000000000010100000100000001010000ff01000001010000000100000101000001ff0100010100000000010001010000ff01010001010000010101000101000000ffff01010100000101ff010101000001ff00010101000000000001010100000100000101010000ff01000101010000010100010101000000ff0101010100000000ffffffff0100ff0000ffffff0100010000ffffff0100000100ffffff0100000001ffffff0100ff00ff00ffff0100ffff0000ffff010000000000ffff010001000000ffff0100ff010000ffff010001010000ffff010000ff0100ffff0100ff000100ffff010001000100ffff010000010100ffff010000ffff01ffff010001000001ffff010000000101ffff010000ffffff00ff0100ff00ffff00ff01000100ffff00ff01000001ffff00ff010001ff00ff00ff0100000000ff00ff010000ff01ff00ff010001ff01ff00ff0100010001ff00ff0100000101ff00ff01000000ff0000ff01000001ff0000ff010000ff000000ff01000000000000ff01000100000000ff01000001000000ff01000000010000ff01000100010000ff01000101010000ff0100ff00ff0100ff01000101ff0100ff010001ff000100ff01000000000100ff010000ff010100ff01000100010100ff01000001010100ff010000ff00ff01ff0100010000ff01ff0100000100ff01ff0100ffffff0001ff010000ffff0001ff01000100ff0001ff01000000000001ff01000100000001ff0100ff01000001ff0100ffff010001ff01000000ff0101ff010000ff000101ff01000100000101ff01000000010101ff010000ff00ffff00010001ff00ffff000100000000ffff000100010000ffff000100010100ffff00010000ff01ffff000100010001ffff000100000101ffff000100ffffff00ff00010001ffff00ff0001000000ff00ff000100ff01ff00ff0001000101ff00ff00010000ff0000ff000100ff000000ff00010000000000ff00010001000000ff00010000010000ff00010001010000ff000100ffff0100ff00010001ff0100ff00010000000100ff000100ff00ff01ff0001000000ff01ff0001000001ff01ff000100ffff0001ff00010001ff0001ff000100ff000001ff00010000000001ff00010001000001ff000100ff010001ff00010001010001ff00010000ff0101ff000100ff000101ff00010000010101ff0001000000ffff00000100ff01ffff000001000101ffff0000010000ff00ff00000100000000ff00000100010000ff00000100000100ff00000100ff00ff00000001000000ff00000001000100ff00000001000001ff0000000100ffff00000000010000ff000000000100ff0000000000010000000000000001000100000000000100000100000000010000ff010000000100ff000100000001000000010000000100010001000000010000010100000001000100ff01000001000001ff01000001000101ff010000010000ff000100000100000000010000010001000001000001000001000100000100010100010000010001ff01010000010000000101000001000100010100000100ff0101010000010001ffffff010001000001ffff01000100000000ff01000100ffff01ff01000100010001ff01000100ff0101ff01000100000101ff01000100ffffff00010001000000ff0001000100ff01ff00010001000101ff000100010000ff000001000100ff0000000100010000000000010001000100000001000100ff010000010001000101000001000100ffff0100010001000000010001000100ff01010001000100ffffff010100010001ffff01010001000000ff01010001000101ff0101000100ff000001010001000100000101000100ff010001010001000001000101000100ffff010101000100ff0001010100010001000101010001000101010101000100010000ffff010100000100ffff010100000001ffff01010000ffff00ff01010001ff0000ff01010000000000ff01010001010000ff01010000ff0100ff01010000010100ff0101000000ff01ff01010000ff0001ff010100ff010001ff01010001000101ff01010000ffffff00010100ff00ffff00010100ffff00ff00010100000000ff0001010000ff01ff00010100ff0001ff00010100010001ff00010100000101ff00010100ffffff000001010000ffff00000101000000ff00000101000100ff0000010100ff01ff000001010000ff000000010100ff00000000010100000000000001010001000000000101000001000000010100ffff0100000101000000010000010100010101000001010001ffff0100010100ff00ff01000101000101ff0100010100000000010001010000ff010100010100ff000101000101000000010100010100000101010001010000ff00ff01010100010000ff01010100ff0100ff0101010000ffff0001010100ff00ff00010101000001ff0001010100ffff0000010101000000000001010100ff010000010101000101000001010100ff00010001010100000001000101010000010100010101000100ff0101010100ff00000101010100ff0100010101010001010001010101000100010101010100ffffffffffffff0101ffffffffffff01ff01ffffffffff010101ffffffffff01ffff01ffffffff0101ff01ffffffff01ff0101ffffffff01010101ffffffff010000ff00ffffff01ffff0000ffffff0100ff0000ffffff01ff000000ffffff0101000000ffffff0100010000ffffff0100000100ffffff01ffffff01ffffff0101ffff01ffffff01ff01ff01ffffff010101ff01ffffff0100000001ffffff01ffff0101ffffff0101ff0101ffffff01ff010101ffffff0101010101ffffff010000ffff00ffff0100ff00ff00ffff01ff0000ff00ffff01010000ff00ffff01000100ff00ffff01000001ff00ffff0100ffff0000ffff01ff00ff0000ffff010001ff0000ffff01ffff000000ffff0101ff000000ffff010000000000ffff010100000000ffff01ff01000000ffff010001000000ffff01ff00010000ffff010100010000ffff010001010000ffff010000ff0100ffff010001ff0100ffff01ff00000100ffff010100000100ffff010001000100ffff010000010100ffff01ffffffff01ffff0101ffffff01ffff01ff01ffff01ffff010101ffff01ffff01000000ff01ffff01ffff01ff01ffff0101ff01ff01ffff01ff0101ff01ffff01010101ff01ffff0100ff000001ffff01ff00000001ffff010001000001ffff010000010001ffff01ffffff0101ffff0101ffff0101ffff01ff01ff0101ffff010101ff0101ffff010000000101ffff01ffff010101ffff0101ff010101ffff01ff01010101ffff010101010101ffff01ff0000ffff00ff01000100ffff00ff0100ffff00ff00ff01ff00ff00ff00ff0100ff0000ff00ff0100000000ff00ff0101010000ff00ff0100ff0100ff00ff01ff000100ff00ff0100010100ff00ff01ff000001ff00ff0100010001ff00ff0100ffffff0000ff010001ffff0000ff0101ff00ff0000ff01000000ff0000ff01010100ff0000ff01010001ff0000ff01000101ff0000ff01ffffff000000ff0100ffff000000ff010000ff000000ff01ff01ff000000ff0100ff00000000ff01ff0000000000ff01000000000000ff01010000000000ff01000100000000ff01010100000000ff01000001000000ff01010001000000ff01ff0101000000ff01010101000000ff0100ffff010000ff01ff00ff010000ff010100ff010000ff010001ff010000ff01ffff00010000ff0101ff00010000ff01000000010000ff01ff0100010000ff01010001010000ff0100ff00ff0100ff01010000ff0100ff01000100ff0100ff01000001ff0100ff0100ffff000100ff01ff00ff000100ff010001ff000100ff010101ff000100ff01ffff00000100ff01000000000100ff01000100000100ff01010100000100ff0100ff01000100ff01010001000100ff01010101000100ff010000ff010100ff0100ff00010100ff01010100010100ff01ff0001010100ff01ffffffffff01ff0101ffffffff01ff01ff01ffffff01ff010101ffffff01ff01000000ffff01ff01ffff01ffff01ff0101ff01ffff01ff01ff0101ffff01ff01010101ffff01ff0100ffff00ff01ff010000ff00ff01ff0100ff0000ff01ff01ff000000ff01ff0100010000ff01ff0100000100ff01ff0100010100ff01ff01ffffff01ff01ff0101ffff01ff01ff01ff01ff01ff01ff010101ff01ff01ff0100000001ff01ff01ffff0101ff01ff0101ff0101ff01ff01ff010101ff01ff0101010101ff01ff010000ffff0001ff010100ffff0001ff0100ff00ff0001ff01ff0000ff0001ff01010000ff0001ff01000001ff0001ff0100ffff000001ff01ff00ff000001ff010100ff000001ff010001ff000001ff01ffff00000001ff0101ff00000001ff01000000000001ff01010100000001ff0100ff01000001ff01ff0001000001ff010000ff010001ff01010000010001ff01000100010001ff01000001010001ff01ffffffff0101ff0101ffffff0101ff01ff01ffff0101ff010101ffff0101ff01000000ff0101ff01ffff01ff0101ff0101ff01ff0101ff01ff0101ff0101ff01010101ff0101ff010000ff000101ff0100ff00000101ff01ff0000000101ff01010000000101ff01ffffff010101ff0101ffff010101ff01ff01ff010101ff010101ff010101ff01000000010101ff01ffff01010101ff0101ff01010101ff01ff0101010101ff01010101010101ff010000ffffffff000100ff00ffffff0001010000ffffff0001ff0100ffffff0001000100ffffff0001000001ffffff000100ffff00ffff00010100ff00ffff00010001ff00ffff000100000000ffff0001ff010000ffff000101010000ffff000100010100ffff000101010100ffff00010000ff01ffff000100ff0001ffff0001ff000001ffff000101000001ffff000100010001ffff000100000101ffff000100ffffff00ff0001ff00ffff00ff00010100ffff00ff00010001ffff00ff0001ffff00ff00ff0001000000ff00ff0001ff0100ff00ff0001010100ff00ff000100ff01ff00ff0001ff0001ff00ff0001010001ff00ff0001000101ff00ff0001ffffff0000ff00010000ff0000ff0001ffff000000ff000100ff000000ff0001ff00000000ff00010000000000ff00010100000000ff00010001000000ff000101ff010000ff00010000010000ff0001ff00ff0100ff00010100ff0100ff000101ff000100ff00010000000100ff0001ff01000100ff000100ff010100ff0001ff00010100ff00010100010100ff00010001010100ff00010000ffff01ff000100ff00ff01ff0001ff0000ff01ff0001000100ff01ff0001000001ff01ff0001ff00ff0001ff00010100ff0001ff00010001ff0001ff0001ffff000001ff000101ff000001ff00010000000001ff0001ff01000001ff00010100010001ff00010001010001ff00010000ff0101ff0001ff00000101ff00010100000101ff00010001010101ff000100ffffffff000001ff00ffffff0000010100ffffff000001ffff00ffff000001000000ffff000001ff0100ffff000001010001ffff000001ffffff00ff0000010101ff00ff00000100ff0000ff000001ff000000ff00000100000000ff00000101000000ff000001ff010000ff00000100010000ff000001ffff0100ff00000100ff0100ff00000101ff0100ff00000100000100ff000001ff00ff01ff0000010100ff01ff00000101ff0001ff000001ff000001ff00000100000001ff000001ff010001ff00000100ff0101ff00000100010101ff000001ffffffff000000010000ffff00000001ff01ffff000000010101ffff00000001ffff00ff0000000100ff00ff00000001ff0000ff00000001000000ff00000001010000ff00000001000100ff0000000100ff01ff00000001000001ff00000001000101ff00000001010101ff0000000100ffff0000000001ff00ff00000000010000ff00000000010100ff00000000010001ff0000000001ffff00000000000100ff00000000000101ff000000000001ff0000000000000100000000000000010100000000000001ff010000000000010001000000000001010100000000000100ff010000000001ff0001000000000100000100000000010100010000000001000101000000000100ffff01000000010000ff0100000001ff01ff010000000100ff00010000000101ff000100000001ff000001000000010000000100000001010000010000000100010001000000010101000100000001ffff01010000000101ff0101000000010000010100000001ff01010100000001010101010000000100ffffff01000001ff00ffff01000001ffff00ff01000001000000ff01000001000100ff01000001ffff01ff01000001010001ff01000001000101ff010000010000ff0001000001ff01ff00010000010001ff000100000100ff00000100000101ff0000010000010000000001000001010000000100000100010000010000010000010001000001ff0101000100000101ffff0101000001ff00ff01010000010001ff01010000010101ff010100000101ff000101000001ff000001010000010000000101000001ff00010101000001010001010100000100010101010000010000ffffff010001010000ffff010001000100ffff010001000001ffff01000100ffff00ff0100010100ff00ff010001ffff0000ff01000101ff0000ff01000100000000ff01000101000000ff01000101010000ff010001ff000100ff01000100000100ff0100010000ff01ff01000100ff0001ff01000101000001ff01000100010001ff01000100000101ff010001ff00ffff000100010100ffff000100010001ffff00010001ffff00ff0001000101ff00ff00010001000000ff00010001ff0100ff00010001010100ff00010001ffff01ff0001000100ff01ff00010001ff0001ff00010001010001ff00010001ffffff000001000101ffff00000100010000ff0000010001ff01ff00000100010101ff000001000100ff000000010001ff0000000001000100000000000100010100000000010001000100000001000101ff01000001000100000100000100010100010000010001010101000001000100ffff0100010001ff00ff0100010001ffff00010001000101ff0001000100010000000100010001010100010001000100ff01010001000101000101000100010000ffff01010001000000ff01010001000001ff01010001ff00ff00010100010100ff00010100010001ff0001010001ffff0000010100010000000001010001ff0100000101000100ff0100010100010000ff010101000100ff000101010001ff0000010101000100000001010100010100000101010001ffffffffffff010101ffffffffff0101ff01ffffffff01010101ffffffff0101000000ffffff0101ffff01ffffff010101ff01ffffff0101ff0101ffffff0101010101ffffff01010000ff00ffff010100ff0000ffff0101ff000000ffff010101000000ffff010100010000ffff0101ffffff01ffff010101ffff01ffff0101ff01ff01ffff01010101ff01ffff010100000001ffff0101ffff0101ffff010101ff0101ffff0101ff010101ffff010101010101ffff01010000ffff00ff01010001ffff00ff010100ff00ff00ff0101ff0000ff00ff0101010000ff00ff0101000100ff00ff0101010100ff00ff01010100ff0000ff01010001ff0000ff010100ff000000ff01010000000000ff0101ff01000000ff01010101000000ff010100ff010000ff0101ff00010000ff01010000ff0100ff0101ffff000100ff010101ff000100ff01010100000100ff01010001000100ff010101ffffff01ff0101ff01ffff01ff01010101ffff01ff0101ffff00ff01ff0101000100ff01ff010101ff01ff01ff0101ff0101ff01ff0101010101ff01ff01010000ff0001ff010100ff000001ff01010100000001ff01010001000001ff01010000010001ff0101ffffff0101ff010101ffff0101ff0101ff01ff0101ff01010101ff0101ff01010000000101ff0101ffff010101ff010101ff010101ff0101ff01010101ff01010101010101ff0101000100ffff000101000001ffff00010100ffff00ff000101ff00ff00ff000101ffff0000ff000101ff000000ff00010100000000ff000101ff010000ff00010101010000ff00010100ff0100ff00010100000100ff00010101000100ff000101ff010100ff00010100010100ff0001010000ff01ff0001010100ffff000001010001ffff00000101ffff00ff0000010101ff00ff00000101000000ff00000101ff0100ff00000101010001ff00000101000101ff0000010101ffff00000001010000ff000000010100ff000000000101ff000000000001010000000000000101010000000000010100010000000001010000010000000101010101000000010100ffff0100000101ff00ff01000001010000ff01000001010100ff01000001010001ff010000010101ff0001000001010000000100000101ff010001000001010000ffff0100010100ff00ff01000101010000ff01000101010100ff0100010100ff01ff01000101000001ff01000101ff00ff00010001010100ff00010001010101ff000100010101ff00000100010100000000010001010100000001000101ff01000001000101ffff01000100010101ff0100010001010100ff0101000101ffff00010100010100000001010001010100000101000101000100010100010100ff010101000101ff000101010001010100010101000101ffffffffff01010101ffffffff010101ff01ffffff0101010101ffffff010101ffff01ffff01010101ff01ffff010101ff0101ffff010101010101ffff01010100ff0000ff010101ff000000ff01010101000000ff01010100010000ff010101ffffff01ff01010101ffff01ff010101ff01ff01ff0101010101ff01ff01010100000001ff010101ffff0101ff01010101ff0101ff010101ff010101ff01010101010101ff0101010000ffff00010101ff0000ff00010101000100ff0001010100ff01ff00010101000001ff0001010100ffff0000010101ffff0000000101010000000000010101010100000001010100ff01000001010101000100000101010001010000010101ffff0001000101010100000100010101ffffffff0101010101ffffff01010101ff01ffff010101010101ffff01010101ffff01ff0101010101ff01ff01010101ff0101ff01010101010101ff0101010100ff000001010101ff000000010101010100000001010101ffffff010101010101ffff0101010101ff01ff01010101010101ff01010101010000000101010101ffff01010101010101ff010101010101ff010101010101010101010101010101"> : tensor<2048x8xi8>
    %1 = tensor.empty() : tensor<4x3x8x4x8xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 4 + d3 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 2 + 34)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 2 + 35)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x50xi8>, tensor<3x4x50xi8>, tensor<3x4x50xi8>, tensor<3x4x50xi8>, tensor<3x4x50xi8>) outs(%1 : tensor<4x3x8x4x8xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = arith.extui %6 : i8 to i32
      %10 = arith.extui %7 : i8 to i32
      %11 = arith.constant 8 : i32
      %12 = arith.shli %10, %11 : i32
      %13 = arith.ori %9, %12 : i32
      %14 = arith.constant 12 : i32
      %15 = arith.shrui %13, %14 : i32
      %16 = arith.constant 7 : i32
      %17 = arith.andi %15, %16 : i32
      %18 = arith.extui %3 : i8 to i16
      %19 = arith.extui %4 : i8 to i16
      %20 = arith.constant 8 : i16
      %21 = arith.shli %19, %20 : i16
      %22 = arith.ori %18, %21 : i16
      %23 = arith.bitcast %22 : i16 to f16
      %24 = arith.extf %23 : f16 to f32
      %25 = arith.constant 2 : i32
      %26 = arith.muli %17, %25 : i32
      %27 = arith.constant 1 : i32
      %28 = arith.addi %26, %27 : i32
      %29 = arith.sitofp %28 : i32 to f32
      %30 = arith.mulf %24, %29 : f32
      %31 = arith.extui %5 : i8 to i32
      %32 = linalg.index 3 : index
      %33 = arith.index_cast %32 : index to i32
      %34 = arith.constant 3 : i32
      %35 = arith.muli %33, %34 : i32
      %36 = arith.shrui %13, %35 : i32
      %37 = arith.constant 7 : i32
      %38 = arith.andi %36, %37 : i32
      %39 = arith.constant 8 : i32
      %40 = arith.shli %38, %39 : i32
      %41 = arith.ori %31, %40 : i32
      %42 = linalg.index 4 : index
      %43 = arith.index_cast %42 : index to i32
      %44 = arith.index_cast %41 : i32 to index
      %45 = arith.index_cast %43 : i32 to index
      %46 = tensor.extract %0[%44, %45] : tensor<2048x8xi8>
      %47 = arith.extsi %46 : i8 to i32
      %48 = arith.constant 32768 : i32
      %49 = arith.andi %13, %48 : i32
      %50 = arith.constant 0 : i32
      %51 = arith.cmpi ne, %49, %50 : i32
      %52 = arith.constant -1.25e-01 : f32
      %53 = arith.constant 1.25e-01 : f32
      %54 = arith.select %51, %52, %53 : f32
      %55 = arith.sitofp %47 : i32 to f32
      %56 = arith.addf %55, %54 : f32
      %57 = arith.mulf %30, %56 : f32
      linalg.yield %57 : f32
    } -> tensor<4x3x8x4x8xf32>
    %58 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4]] : tensor<4x3x8x4x8xf32> into tensor<4x768xf32>
    return %58 : tensor<4x768xf32>
  }
  func.func @dq_iq4_nl(%arg0: tensor<4x54xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 18] : tensor<4x54xi8> into tensor<4x3x18xi8>
    %1 = tensor.empty() : tensor<4x3x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x18xi8>, tensor<4x3x18xi8>, tensor<4x3x18xi8>) outs(%1 : tensor<4x3x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: f32):
      %7 = linalg.index 2 : index
      %8 = arith.index_cast %7 : index to i32
      %9 = arith.extui %5 : i8 to i32
      %10 = arith.constant 4 : i32
      %11 = arith.muli %8, %10 : i32
      %12 = arith.shrui %9, %11 : i32
      %13 = arith.constant 15 : i32
      %14 = arith.andi %12, %13 : i32
      %15 = arith.constant -127 : i32
      %16 = arith.constant -104 : i32
      %17 = arith.constant -83 : i32
      %18 = arith.constant -65 : i32
      %19 = arith.constant -49 : i32
      %20 = arith.constant -35 : i32
      %21 = arith.constant -22 : i32
      %22 = arith.constant -10 : i32
      %23 = arith.constant 1 : i32
      %24 = arith.constant 13 : i32
      %25 = arith.constant 25 : i32
      %26 = arith.constant 38 : i32
      %27 = arith.constant 53 : i32
      %28 = arith.constant 69 : i32
      %29 = arith.constant 89 : i32
      %30 = arith.constant 113 : i32
      %31 = arith.constant 0 : i32
      %32 = arith.constant 0 : i32
      %33 = arith.shrui %14, %32 : i32
      %34 = arith.constant 1 : i32
      %35 = arith.andi %33, %34 : i32
      %36 = arith.cmpi ne, %35, %31 : i32
      %37 = arith.select %36, %16, %15 : i32
      %38 = arith.select %36, %18, %17 : i32
      %39 = arith.select %36, %20, %19 : i32
      %40 = arith.select %36, %22, %21 : i32
      %41 = arith.select %36, %24, %23 : i32
      %42 = arith.select %36, %26, %25 : i32
      %43 = arith.select %36, %28, %27 : i32
      %44 = arith.select %36, %30, %29 : i32
      %45 = arith.constant 1 : i32
      %46 = arith.shrui %14, %45 : i32
      %47 = arith.constant 1 : i32
      %48 = arith.andi %46, %47 : i32
      %49 = arith.cmpi ne, %48, %31 : i32
      %50 = arith.select %49, %38, %37 : i32
      %51 = arith.select %49, %40, %39 : i32
      %52 = arith.select %49, %42, %41 : i32
      %53 = arith.select %49, %44, %43 : i32
      %54 = arith.constant 2 : i32
      %55 = arith.shrui %14, %54 : i32
      %56 = arith.constant 1 : i32
      %57 = arith.andi %55, %56 : i32
      %58 = arith.cmpi ne, %57, %31 : i32
      %59 = arith.select %58, %51, %50 : i32
      %60 = arith.select %58, %53, %52 : i32
      %61 = arith.constant 3 : i32
      %62 = arith.shrui %14, %61 : i32
      %63 = arith.constant 1 : i32
      %64 = arith.andi %62, %63 : i32
      %65 = arith.cmpi ne, %64, %31 : i32
      %66 = arith.select %65, %60, %59 : i32
      %67 = arith.extui %3 : i8 to i16
      %68 = arith.extui %4 : i8 to i16
      %69 = arith.constant 8 : i16
      %70 = arith.shli %68, %69 : i16
      %71 = arith.ori %67, %70 : i16
      %72 = arith.bitcast %71 : i16 to f16
      %73 = arith.extf %72 : f16 to f32
      %74 = arith.sitofp %66 : i32 to f32
      %75 = arith.mulf %73, %74 : f32
      linalg.yield %75 : f32
    } -> tensor<4x3x2x16xf32>
    %76 = tensor.collapse_shape %2 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %76 : tensor<4x96xf32>
  }
  func.func @dq_iq4_nl_ibm(%arg0: tensor<3x4x18xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x18xi8>, tensor<3x4x18xi8>, tensor<3x4x18xi8>) outs(%0 : tensor<4x3x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: f32):
      %6 = linalg.index 2 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.extui %4 : i8 to i32
      %9 = arith.constant 4 : i32
      %10 = arith.muli %7, %9 : i32
      %11 = arith.shrui %8, %10 : i32
      %12 = arith.constant 15 : i32
      %13 = arith.andi %11, %12 : i32
      %14 = arith.constant -127 : i32
      %15 = arith.constant -104 : i32
      %16 = arith.constant -83 : i32
      %17 = arith.constant -65 : i32
      %18 = arith.constant -49 : i32
      %19 = arith.constant -35 : i32
      %20 = arith.constant -22 : i32
      %21 = arith.constant -10 : i32
      %22 = arith.constant 1 : i32
      %23 = arith.constant 13 : i32
      %24 = arith.constant 25 : i32
      %25 = arith.constant 38 : i32
      %26 = arith.constant 53 : i32
      %27 = arith.constant 69 : i32
      %28 = arith.constant 89 : i32
      %29 = arith.constant 113 : i32
      %30 = arith.constant 0 : i32
      %31 = arith.constant 0 : i32
      %32 = arith.shrui %13, %31 : i32
      %33 = arith.constant 1 : i32
      %34 = arith.andi %32, %33 : i32
      %35 = arith.cmpi ne, %34, %30 : i32
      %36 = arith.select %35, %15, %14 : i32
      %37 = arith.select %35, %17, %16 : i32
      %38 = arith.select %35, %19, %18 : i32
      %39 = arith.select %35, %21, %20 : i32
      %40 = arith.select %35, %23, %22 : i32
      %41 = arith.select %35, %25, %24 : i32
      %42 = arith.select %35, %27, %26 : i32
      %43 = arith.select %35, %29, %28 : i32
      %44 = arith.constant 1 : i32
      %45 = arith.shrui %13, %44 : i32
      %46 = arith.constant 1 : i32
      %47 = arith.andi %45, %46 : i32
      %48 = arith.cmpi ne, %47, %30 : i32
      %49 = arith.select %48, %37, %36 : i32
      %50 = arith.select %48, %39, %38 : i32
      %51 = arith.select %48, %41, %40 : i32
      %52 = arith.select %48, %43, %42 : i32
      %53 = arith.constant 2 : i32
      %54 = arith.shrui %13, %53 : i32
      %55 = arith.constant 1 : i32
      %56 = arith.andi %54, %55 : i32
      %57 = arith.cmpi ne, %56, %30 : i32
      %58 = arith.select %57, %50, %49 : i32
      %59 = arith.select %57, %52, %51 : i32
      %60 = arith.constant 3 : i32
      %61 = arith.shrui %13, %60 : i32
      %62 = arith.constant 1 : i32
      %63 = arith.andi %61, %62 : i32
      %64 = arith.cmpi ne, %63, %30 : i32
      %65 = arith.select %64, %59, %58 : i32
      %66 = arith.extui %2 : i8 to i16
      %67 = arith.extui %3 : i8 to i16
      %68 = arith.constant 8 : i16
      %69 = arith.shli %67, %68 : i16
      %70 = arith.ori %66, %69 : i16
      %71 = arith.bitcast %70 : i16 to f16
      %72 = arith.extf %71 : f16 to f32
      %73 = arith.sitofp %65 : i32 to f32
      %74 = arith.mulf %72, %73 : f32
      linalg.yield %74 : f32
    } -> tensor<4x3x2x16xf32>
    %75 = tensor.collapse_shape %1 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %75 : tensor<4x96xf32>
  }
  func.func @dq_iq3_s(%arg0: tensor<4x330xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 110] : tensor<4x330xi8> into tensor<4x3x110xi8>
    %1 = arith.constant dense<"0x0101010103010101050101010b0101010f010101010301010303010105030101090301010d03010101050101030501010b0501010707010101090101050901010b0901010f090101030b0101070b0101010d0101050d0101030f0101090f01010f0f01010101030103010301050103010901030101030301030303010b03030101050301070503010f050301030703010b07030109090301030d03010b0d0301050f030101010501030105010b0105010f01050101030501070305010d030501030505010b0505010107050109070501050905010b0905010f090501030b0501070b0501010f0501070f050107010701030307010b030701010507010505070103070701070707010d07070109090701010b0701050b07010f0d0701030f07010b0f070101010901070309010f0309010305090109050901050709010109090107090901030b0901010f090105010b0109010b0101050b0105050b010d050b0107070b0103090b010b090b010f090b010d0d0b01070f0b010d010d0103030d0107030d0103070d01050b0d01030f0d0101010f0105010f0109010f0101050f0105050f010d050f0107070f01010b0f01090b0f01010101030301010305010103090101030103010303030103070301030b0301030f030103010501030505010303070103090701030d070103090b01030d0b0103030d0103050f01030101030303010303070103030d010303010303030903030303050303010703030707030303090303010b0303050b0303010f03030d0f030301010503050305030b0305030f03050301050503090505030507050301090503070905030b0b0503010d0503050f050303010703090107030f0107030103070307030703030507030f050703010707030907070303090703050d0703010f0703070109030b01090305030903090309030307090307070903050909030d090903010b0903090b090303010b0301030b0307030b0303050b0301070b0305070b03030b0b0301050d0309050d030f050d0309090d030d090d0303010f0307010f0301030f0305030f0303050f030b070f0303090f03050d0f03010f0f030101010503010105070101050b0101050f0101050103010505030105090301050d03010503050105070501050f050105010701050507010503090105070901050b090105010b0105050b01050f0d0105010f0105070f01050b0f0105010103050501030501030305070303050f030305050503050b050305030703050907030505090305030b030503010505090105050f0105050305050507050505010705050f07050503090505070b05050f0b0505030f0505090f050501010705050107050b010705030307050505070509050705030707050707070505090705010b07050d0d0705030109050f0109050105090507050905050709050b07090503090905050f09050b0f090509010b0503030b0505050b050f070b0501090b05070b0b05010f0b0501010d0505010d050f010d0503050d050b0b0d05030d0d050b010f0503030f050d050f0501070f0507090f05010b0f050501010703030107070301070b0301070f0301070505010703070107070701070b07010705090107090901070f090107030b0107070d0107030f010703010307070103070b01030709030307030503070705030701090307010d0307050f03070d0f03070101050705030507010505070507050709070507010b050703010707010307070903070703050707070507070f0507070107070703090707070907070f0907070b0b0707070f070707010907030309070d0309070505090703070907050b0907010d0907090d090703010b0701030b0705030b070b050b0705070b0709090b070d0b0b07070f0b070d030d0703090d0703010f0707010f0701050f0705050f070b070f0701010109090101090503010901050109090501090f0501090507010903090109010b0109010f0109050103090f010309030303090703030905050309010703090b07030907090309030b03090b0b03090301050907010509010305090b0305090305050907070509010905090f0b0509050d0509010f05090901070903030709070307090105070905050709030707090b0707090101090905010909090509090f07090901090909030f09090b010b090f010b0903050b09050d0b0907030d0909070d09010d0d0901030f090b030f0901070f0907090f09030b0f090501010b0103010b0903010b0505010b0109010b0909010b0f09010b050b010b0d0d010b090f010b0301030b0701030b0b01030b0503030b0305030b0507030b050f030b0101050b0303050b0705050b0107050b0d07050b070b050b0501070b0f01070b0103070b0f05070b0909070b030b070b0b0d070b070f070b0301090b0901090b0105090b0507090b0d09090b05030b0b0d050b0b030b0b0b070b0b0b05090d0b05010f0b09010f0b05050f0b0303010d0703010d0b03010d0307010d0707010d010d010d0101030d0105030d0f05030d090d030d0503050d0907050d0509050d0b0b050d050d050d010f050d0101070d0903070d0305070d0109070d0b05090d0709090d050d090d01010b0d07010b0d09070b0d010d0b0d0b010d0d01090d0d03030f0d07030f0d0101010f0901010f0f01010f0105010f0505010f0d07010f0109010f090b010f050d010f0501030f0303030f0905030f0709030f0b09030f0301050f0901050f0103050f0d03050f0305050f0107050f030b050f0501070f0507070f0b07070f070b070f0301090f0b01090f0703090f0105090f010b090f05050b0f05090b0f05010d0f03070d0f01010f0f"> : tensor<512x4xi8>
    %2 = tensor.empty() : tensor<4x3x4x2x4x2x4xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 16 + d3 * 8 + d4 * 2 + d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 2 + d3 + 66)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 8 + d3 * 4 + d4 + 74)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 + 106)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>, tensor<4x3x110xi8>) outs(%2 : tensor<4x3x4x2x4x2x4xf32>) {
    ^bb0(%4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: f32):
      %11 = linalg.index 4 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = linalg.index 5 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = linalg.index 6 : index
      %16 = arith.index_cast %15 : index to i32
      %17 = arith.extui %9 : i8 to i32
      %18 = linalg.index 3 : index
      %19 = arith.index_cast %18 : index to i32
      %20 = arith.constant 4 : i32
      %21 = arith.muli %19, %20 : i32
      %22 = arith.shrui %17, %21 : i32
      %23 = arith.constant 15 : i32
      %24 = arith.andi %22, %23 : i32
      %25 = arith.extui %4 : i8 to i16
      %26 = arith.extui %5 : i8 to i16
      %27 = arith.constant 8 : i16
      %28 = arith.shli %26, %27 : i16
      %29 = arith.ori %25, %28 : i16
      %30 = arith.bitcast %29 : i16 to f16
      %31 = arith.extf %30 : f16 to f32
      %32 = arith.constant 2 : i32
      %33 = arith.muli %24, %32 : i32
      %34 = arith.constant 1 : i32
      %35 = arith.addi %33, %34 : i32
      %36 = arith.sitofp %35 : i32 to f32
      %37 = arith.mulf %31, %36 : f32
      %38 = arith.extui %7 : i8 to i32
      %39 = arith.constant 2 : i32
      %40 = arith.muli %12, %39 : i32
      %41 = arith.addi %40, %14 : i32
      %42 = arith.shrui %38, %41 : i32
      %43 = arith.constant 1 : i32
      %44 = arith.andi %42, %43 : i32
      %45 = arith.extui %6 : i8 to i32
      %46 = arith.constant 8 : i32
      %47 = arith.shli %44, %46 : i32
      %48 = arith.ori %45, %47 : i32
      %49 = arith.index_cast %48 : i32 to index
      %50 = arith.index_cast %16 : i32 to index
      %51 = tensor.extract %1[%49, %50] : tensor<512x4xi8>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.sitofp %52 : i32 to f32
      %54 = arith.mulf %37, %53 : f32
      %55 = arith.extui %8 : i8 to i32
      %56 = arith.constant 4 : i32
      %57 = arith.muli %14, %56 : i32
      %58 = arith.addi %57, %16 : i32
      %59 = arith.shrui %55, %58 : i32
      %60 = arith.constant 1 : i32
      %61 = arith.andi %59, %60 : i32
      %62 = arith.constant 0 : i32
      %63 = arith.cmpi ne, %61, %62 : i32
      %64 = arith.negf %54 : f32
      %65 = arith.select %63, %64, %54 : f32
      linalg.yield %65 : f32
    } -> tensor<4x3x4x2x4x2x4xf32>
    %66 = tensor.collapse_shape %3 [[0], [1, 2, 3, 4, 5, 6]] : tensor<4x3x4x2x4x2x4xf32> into tensor<4x768xf32>
    return %66 : tensor<4x768xf32>
  }
  func.func @dq_iq3_s_ibm(%arg0: tensor<3x4x110xi8>) -> tensor<4x768xf32> {
    %0 = arith.constant dense<"0x0101010103010101050101010b0101010f010101010301010303010105030101090301010d03010101050101030501010b0501010707010101090101050901010b0901010f090101030b0101070b0101010d0101050d0101030f0101090f01010f0f01010101030103010301050103010901030101030301030303010b03030101050301070503010f050301030703010b07030109090301030d03010b0d0301050f030101010501030105010b0105010f01050101030501070305010d030501030505010b0505010107050109070501050905010b0905010f090501030b0501070b0501010f0501070f050107010701030307010b030701010507010505070103070701070707010d07070109090701010b0701050b07010f0d0701030f07010b0f070101010901070309010f0309010305090109050901050709010109090107090901030b0901010f090105010b0109010b0101050b0105050b010d050b0107070b0103090b010b090b010f090b010d0d0b01070f0b010d010d0103030d0107030d0103070d01050b0d01030f0d0101010f0105010f0109010f0101050f0105050f010d050f0107070f01010b0f01090b0f01010101030301010305010103090101030103010303030103070301030b0301030f030103010501030505010303070103090701030d070103090b01030d0b0103030d0103050f01030101030303010303070103030d010303010303030903030303050303010703030707030303090303010b0303050b0303010f03030d0f030301010503050305030b0305030f03050301050503090505030507050301090503070905030b0b0503010d0503050f050303010703090107030f0107030103070307030703030507030f050703010707030907070303090703050d0703010f0703070109030b01090305030903090309030307090307070903050909030d090903010b0903090b090303010b0301030b0307030b0303050b0301070b0305070b03030b0b0301050d0309050d030f050d0309090d030d090d0303010f0307010f0301030f0305030f0303050f030b070f0303090f03050d0f03010f0f030101010503010105070101050b0101050f0101050103010505030105090301050d03010503050105070501050f050105010701050507010503090105070901050b090105010b0105050b01050f0d0105010f0105070f01050b0f0105010103050501030501030305070303050f030305050503050b050305030703050907030505090305030b030503010505090105050f0105050305050507050505010705050f07050503090505070b05050f0b0505030f0505090f050501010705050107050b010705030307050505070509050705030707050707070505090705010b07050d0d0705030109050f0109050105090507050905050709050b07090503090905050f09050b0f090509010b0503030b0505050b050f070b0501090b05070b0b05010f0b0501010d0505010d050f010d0503050d050b0b0d05030d0d050b010f0503030f050d050f0501070f0507090f05010b0f050501010703030107070301070b0301070f0301070505010703070107070701070b07010705090107090901070f090107030b0107070d0107030f010703010307070103070b01030709030307030503070705030701090307010d0307050f03070d0f03070101050705030507010505070507050709070507010b050703010707010307070903070703050707070507070f0507070107070703090707070907070f0907070b0b0707070f070707010907030309070d0309070505090703070907050b0907010d0907090d090703010b0701030b0705030b070b050b0705070b0709090b070d0b0b07070f0b070d030d0703090d0703010f0707010f0701050f0705050f070b070f0701010109090101090503010901050109090501090f0501090507010903090109010b0109010f0109050103090f010309030303090703030905050309010703090b07030907090309030b03090b0b03090301050907010509010305090b0305090305050907070509010905090f0b0509050d0509010f05090901070903030709070307090105070905050709030707090b0707090101090905010909090509090f07090901090909030f09090b010b090f010b0903050b09050d0b0907030d0909070d09010d0d0901030f090b030f0901070f0907090f09030b0f090501010b0103010b0903010b0505010b0109010b0909010b0f09010b050b010b0d0d010b090f010b0301030b0701030b0b01030b0503030b0305030b0507030b050f030b0101050b0303050b0705050b0107050b0d07050b070b050b0501070b0f01070b0103070b0f05070b0909070b030b070b0b0d070b070f070b0301090b0901090b0105090b0507090b0d09090b05030b0b0d050b0b030b0b0b070b0b0b05090d0b05010f0b09010f0b05050f0b0303010d0703010d0b03010d0307010d0707010d010d010d0101030d0105030d0f05030d090d030d0503050d0907050d0509050d0b0b050d050d050d010f050d0101070d0903070d0305070d0109070d0b05090d0709090d050d090d01010b0d07010b0d09070b0d010d0b0d0b010d0d01090d0d03030f0d07030f0d0101010f0901010f0f01010f0105010f0505010f0d07010f0109010f090b010f050d010f0501030f0303030f0905030f0709030f0b09030f0301050f0901050f0103050f0d03050f0305050f0107050f030b050f0501070f0507070f0b07070f070b070f0301090f0b01090f0703090f0105090f010b090f05050b0f05090b0f05010d0f03070d0f01010f0f"> : tensor<512x4xi8>
    %1 = tensor.empty() : tensor<4x3x4x2x4x2x4xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 16 + d3 * 8 + d4 * 2 + d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 2 + d3 + 66)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 8 + d3 * 4 + d4 + 74)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 + 106)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>, tensor<3x4x110xi8>) outs(%1 : tensor<4x3x4x2x4x2x4xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = linalg.index 4 : index
      %11 = arith.index_cast %10 : index to i32
      %12 = linalg.index 5 : index
      %13 = arith.index_cast %12 : index to i32
      %14 = linalg.index 6 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.extui %8 : i8 to i32
      %17 = linalg.index 3 : index
      %18 = arith.index_cast %17 : index to i32
      %19 = arith.constant 4 : i32
      %20 = arith.muli %18, %19 : i32
      %21 = arith.shrui %16, %20 : i32
      %22 = arith.constant 15 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.extui %3 : i8 to i16
      %25 = arith.extui %4 : i8 to i16
      %26 = arith.constant 8 : i16
      %27 = arith.shli %25, %26 : i16
      %28 = arith.ori %24, %27 : i16
      %29 = arith.bitcast %28 : i16 to f16
      %30 = arith.extf %29 : f16 to f32
      %31 = arith.constant 2 : i32
      %32 = arith.muli %23, %31 : i32
      %33 = arith.constant 1 : i32
      %34 = arith.addi %32, %33 : i32
      %35 = arith.sitofp %34 : i32 to f32
      %36 = arith.mulf %30, %35 : f32
      %37 = arith.extui %6 : i8 to i32
      %38 = arith.constant 2 : i32
      %39 = arith.muli %11, %38 : i32
      %40 = arith.addi %39, %13 : i32
      %41 = arith.shrui %37, %40 : i32
      %42 = arith.constant 1 : i32
      %43 = arith.andi %41, %42 : i32
      %44 = arith.extui %5 : i8 to i32
      %45 = arith.constant 8 : i32
      %46 = arith.shli %43, %45 : i32
      %47 = arith.ori %44, %46 : i32
      %48 = arith.index_cast %47 : i32 to index
      %49 = arith.index_cast %15 : i32 to index
      %50 = tensor.extract %0[%48, %49] : tensor<512x4xi8>
      %51 = arith.extsi %50 : i8 to i32
      %52 = arith.sitofp %51 : i32 to f32
      %53 = arith.mulf %36, %52 : f32
      %54 = arith.extui %7 : i8 to i32
      %55 = arith.constant 4 : i32
      %56 = arith.muli %13, %55 : i32
      %57 = arith.addi %56, %15 : i32
      %58 = arith.shrui %54, %57 : i32
      %59 = arith.constant 1 : i32
      %60 = arith.andi %58, %59 : i32
      %61 = arith.constant 0 : i32
      %62 = arith.cmpi ne, %60, %61 : i32
      %63 = arith.negf %53 : f32
      %64 = arith.select %62, %63, %53 : f32
      linalg.yield %64 : f32
    } -> tensor<4x3x4x2x4x2x4xf32>
    %65 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5, 6]] : tensor<4x3x4x2x4x2x4xf32> into tensor<4x768xf32>
    return %65 : tensor<4x768xf32>
  }
  func.func @dq_iq2_s(%arg0: tensor<4x246xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 82] : tensor<4x246xi8> into tensor<4x3x82xi8>
    %1 = arith.constant dense<"0x08080808080808082b080808080808081919080808080808082b0808080808082b2b080808080808190819080808080808191908080808082b19190808080808192b19080808080808082b08080808082b082b080808080819192b0808080808082b2b0808080808190808190808080808190819080808082b19081908080808192b08190808080808081919080808082b081919080808081919191908080808082b19190808080819082b190808080808192b19080808082b192b1908080808192b2b19080808080808082b080808082b08082b080808081919082b08080808082b082b080808081908192b080808080819192b0808080808082b2b0808080819192b2b080808082b2b2b2b08080808190808081908080808190808190808082b19080819080808192b08081908080808081908190808082b081908190808081919190819080808082b19081908080819082b081908080808192b081908080808080819190808082b080819190808081919081919080808082b081919080808190819191908080808191919190808082b19191919080808192b19191908080808082b191908080819192b1919080808082b2b19190808081908082b190808080819082b190808080808192b190808082b08192b190808081919192b1908080819082b2b1908080808192b2b19080808080808082b0808082b0808082b080808191908082b080808082b08082b080808190819082b080808081919082b08080808082b082b0808082b2b2b082b080808190808192b080808081908192b0808082b1908192b080808192b08192b080808080819192b080808191919192b0808080808082b2b0808081919082b2b0808082b2b082b2b0808080819192b2b0808082b082b2b2b080808190808080819080808190808081908082b19080808190808192b08080819080808081908081908082b081908081908081919190808190808082b19080819080819082b080819080808192b08081908082b192b0808190808192b2b080819080808080819081908082b080819081908081919081908190808082b0819081908082b2b081908190808190819190819080808191919081908082b19191908190808192b19190819080808082b19081908082b082b190819080819192b19081908081908082b081908080819082b081908082b19082b08190808192b082b081908080808192b081908081919192b08190808082b192b0819080819082b2b0819080808192b2b0819080808080808191908082b080808191908081919080819190808082b0808191908082b2b080819190808190819081919080808191908191908082b19190819190808192b19081919080808082b081919080819192b0819190808082b2b0819190808190808191919080808190819191908082b19081919190808192b08191919080808081919191908082b081919191908081919191919190808082b19191919080819082b191919080808192b19191908080808082b191908082b08082b191908081919082b19190808082b082b191908081908192b191908080819192b1919080808082b2b19190808190808082b190808081908082b1908082b1908082b190808192b08082b190808080819082b190808191919082b190808080808192b190808191908192b190808082b08192b190808190819192b190808081919192b19080808082b192b1908081908082b2b1908080819082b2b1908080808192b2b19080808080808082b08082b080808082b080819190808082b0808082b0808082b080819081908082b080808191908082b08082b191908082b0808192b1908082b080808082b08082b080819192b08082b08082b2b2b08082b080819080819082b080808190819082b08082b190819082b0808192b0819082b080808081919082b08082b081919082b080819191919082b0808082b1919082b080819082b19082b080808192b19082b08080808082b082b08081919082b082b08080819192b082b08082b2b2b2b082b080819080808192b080808190808192b080808081908192b08082b081908192b080819191908192b0808082b1908192b080819082b08192b080808080819192b080819190819192b0808082b0819192b080819081919192b080808191919192b080808082b19192b08081908082b192b08080808192b192b0808080808082b2b0808190819082b2b0808081919082b2b08082b082b082b2b0808082b2b082b2b08082b2b2b082b2b0808080819192b2b0808192b192b2b2b0808190808080808190808190808080819082b19080808081908192b08080808190808081908080819082b081908080819081919190808081908082b19080808190819082b080808190808192b08080819082b192b080808190808080819080819082b080819080819081919081908081908082b081908081908190819190808190808191919080819082b19191908081908192b19190808190808082b19080819082b082b190808190819192b1908081908082b2b19080819081908082b080819080819082b080819082b19082b080819080808192b080819081919192b08081908082b192b0808190819082b2b0808190808192b2b0808190808080808190819082b080808190819081919080819081908082b0808190819082b2b080819081908190819081908190808191908190819082b19190819081908192b19081908190808082b08190819082b082b081908190819192b0819081908082b2b0819081908190808191908190808190819190819082b19081919081908192b08191908190808081919190819082b081919190819081919191919081908082b19191908190819082b191908190808192b19190819080808082b190819082b08082b190819081919082b19081908082b082b190819081908192b190819080819192b19081908190808082b081908081908082b081908192b08082b081908080819082b081908191919082b08190819082b082b08190808192b082b081908080808192b081908191908192b081908190819192b081908081919192b0819081908082b2b0819080819082b2b0819080808192b2b08190808080808081919082b080808081919081919080808191908082b080808191908190819080819190808191908081919082b19190808191908192b19080819190808082b080819190819192b0808191908082b2b0808191908190808190819190808190819081919082b19081908191908192b08190819190808081919081919082b081919081919081919191908191908082b19190819190819082b190819190808192b19081919080808082b081919082b08082b081919081919082b08191908082b082b081919081908192b081919080819192b0819190808082b2b08191908190808081919190808190808191919082b19080819191908192b08081919190808081908191919082b081908191919081919190819191908082b19081919190819082b081919190808192b081919190808080819191919082b080819191919081919081919191908082b0819191919081908191919191908081919191919190808082b19191919081908082b191919080819082b191919080808192b19191908080808082b191908191908082b191908082b08082b191908190819082b191908081919082b19190808082b082b191908190808192b191908081908192b191908080819192b1919080808082b2b1919082b2b2b2b2b19190819080808082b190808190808082b19082b190808082b1908192b0808082b190808081908082b190819191908082b1908082b1908082b190819082b08082b190808080819082b19082b080819082b190819190819082b1908082b0819082b190819081919082b190808191919082b190808082b19082b19081908082b082b19080819082b082b190808080808192b19082b080808192b190819190808192b1908082b0808192b190819081908192b190808191908192b190808082b08192b190819080819192b190808190819192b190808081919192b1908192b2b19192b19082b082b2b192b1908081908082b2b1908080819082b2b1908080808192b2b19082b1919192b2b19080808080808082b082b08080808082b081919080808082b08082b080808082b081908190808082b080819190808082b082b19190808082b08192b190808082b0808082b0808082b0819192b0808082b082b2b2b0808082b081908081908082b080819081908082b080808191908082b082b08191908082b081919191908082b0808192b1908082b080808082b08082b082b2b082b08082b080819192b08082b082b2b2b2b08082b081908080819082b080819080819082b080808190819082b082b08190819082b081919190819082b0819082b0819082b080808081919082b082b08081919082b081919081919082b081908191919082b080819191919082b0808082b1919082b081908082b19082b080819082b19082b080808192b19082b08080808082b082b082b2b08082b082b082b082b082b082b08082b2b082b082b082b2b2b082b082b08081908192b082b08080819192b082b08082b082b2b082b082b2b082b2b082b08082b2b2b2b082b081908080808192b080819080808192b082b19080808192b08192b080808192b080808190808192b081919190808192b08082b190808192b0819082b0808192b0808192b0808192b080808081908192b082b08081908192b081919081908192b08082b081908192b081908191908192b080819191908192b0808082b1908192b081908082b08192b080819082b08192b080808192b08192b080808080819192b081919080819192b08082b080819192b081908190819192b080819190819192b0808082b0819192b081908081919192b080819081919192b080808191919192b082b192b1919192b080808082b19192b08190808082b192b08081908082b192b08080819082b192b08080808192b192b08192b19192b192b0808080808082b2b0819190808082b2b0819081908082b2b0808191908082b2b0819080819082b2b0808190819082b2b0808081919082b2b082b2b082b082b2b082b2b2b2b082b2b0819080808192b2b0808190808192b2b0808081908192b2b081919192b192b2b082b2b08082b2b2b082b082b082b2b2b0808192b192b2b2b08082b082b2b2b2b082b2b082b2b2b2b08190808080808081908190808080808192b19080808080819192b08080808081908081908080808192b081908080808191919190808080819082b1908080808192b2b19080808081919082b080808081908192b08080808192b192b080808081908080819080808192b080819080808191919081908080819082b0819080808192b2b081908080819190819190808081908191919080808192b19191908080819192b19190808081908082b19080808192b082b190808081919192b19080808191908082b080808190819082b080808190808192b080808191919192b08080819082b192b0808081919082b2b0808081908192b2b0808081908080808190808192b080808190808191919080819080819082b080819080819190819081908081908191908190808192b19190819080819192b19081908081908082b08190808192b082b081908081919192b0819080819190808191908081908190819190808192b19081919080819192b08191908081908081919190808192b081919190808191919191919080819082b19191908081919082b191908081908192b19190808190808082b190808192b08082b190808191919082b19080819082b082b190808191908192b190808190819192b1908081908082b2b19080819190808082b080819081908082b080819080819082b0808192b0819082b080819191919082b080819082b19082b08081908192b082b080819080808192b080819191908192b080819082b08192b080819190819192b080819081919192b08081908082b192b0808191908082b2b0808190819082b2b08081908080808081908192b080808081908191919080808190819082b0808081908192b2b080808190819190819080819081908191908081908192b19190808190819192b19080819081908082b08081908192b082b080819081919192b0808190819082b2b0808190819190808190819081908190819081908192b19081908190819192b08190819081908081919081908192b081919081908191919191908190819082b19190819081919082b190819081908192b19081908190808082b081908192b08082b081908191919082b08190819082b082b081908191908192b081908190819192b0819081908082b2b08190819190808081919081908190808191908192b19080819190819192b08081919081908081908191908192b081908191908191919190819190819082b19081919081919082b081919081908192b081919081908080819191908192b080819191908191919081919190819082b0819191908191908191919190819081919191919081908082b19191908192b2b2b19191908191908082b191908190819082b191908190808192b19190819080808082b1908192b0808082b190819191908082b190819082b08082b190819190819082b190819081919082b19081908082b082b190819190808192b190819081908192b190819080819192b1908190808082b2b19081919192b2b2b19081919080808082b081908190808082b0819192b0808082b081908081908082b08192b081908082b081919191908082b0819082b1908082b081919082b08082b081908192b08082b081908080819082b08192b080819082b081919190819082b0819082b0819082b081919081919082b081908191919082b081908082b19082b08190819082b082b08190808192b082b081908080808192b08192b080808192b081919190808192b0819082b0808192b081919081908192b081908191908192b081908082b08192b081919080819192b081908190819192b081908081919192b08190808082b192b08192b19192b192b0819190808082b2b0819081908082b2b0819080819082b2b0819080808192b2b081908080808080819192b080808080819191919080808081919082b080808081919190819080808191908191908080819192b19190808081919192b19080808191908082b08080819192b082b080808191919192b0808081919082b2b0808081919190808190808191908190819080819192b19081908081919192b08190808191908081919080819192b081919080819191919191908081919082b19190808191919082b190808191908192b19080819190808082b080819192b08082b080819191919082b08081919082b082b080819191908192b080819190819192b08081919190808081908191908190808190819192b19080819081919192b08081908191908081908190819192b081908190819191919190819081919082b19081908191919082b081908191908192b081908191908080819190819192b080819190819191919081919081919082b0819190819191908191919081919081919191908191908082b19190819191908082b190819190819082b190819190808192b19081919080808082b081919191908082b081919082b08082b081919190819082b081919081919082b08191908082b082b081919190808192b081919081908192b081919080819192b081919192b2b192b0819190808082b2b081919190808080819191908190808081919192b19080808191919192b08080819191908081908081919192b081908081919191919190808191919082b19080819191919082b080819191908192b080819191908080819081919192b080819081919191919081908191919082b0819081919191908191908191919081919190819191908082b19081919191908082b081919190819082b081919190808192b0819191908080808191919192b080808191919191919080819191919082b0808191919191908190819191919081919081919191908082b08191919191908081919191919081908191919191908081919191919190808082b19191919190808082b191919081908082b191919080819082b1919192b192b082b191919080808192b19191908080808082b19192b080808082b191919190808082b1919082b0808082b191919081908082b191908191908082b191908082b08082b191919080819082b191908190819082b191908081919082b19192b2b1919082b19190808082b082b191919080808192b191908190808192b191908081908192b191908080819192b1919080808082b2b1919192b19082b2b19191919082b2b2b1919082b2b2b2b2b19191908080808082b190819080808082b192b19080808082b190808190808082b192b08190808082b191919190808082b19082b190808082b1919082b0808082b1908192b0808082b190808081908082b191919081908082b19082b081908082b191908191908082b190819191908082b1908082b1908082b190819082b08082b190808192b08082b190808080819082b192b08080819082b191919080819082b19082b080819082b191908190819082b190819190819082b1908082b0819082b191908081919082b190819081919082b190808191919082b190808082b19082b19192b192b19082b19081908082b082b19080819082b082b19080808192b082b192b1919192b082b1919082b2b2b082b190808080808192b191919080808192b19082b080808192b191908190808192b190819190808192b1908082b0808192b191908081908192b190819081908192b190808191908192b190808082b08192b191908080819192b190819080819192b190808190819192b190808081919192b192b2b081919192b19082b2b1919192b192b08192b19192b19080808082b192b190819192b2b192b1919080808082b2b1908190808082b2b1908081908082b2b1919192b19082b2b19082b192b082b2b1908080808192b2b192b2b2b08192b2b192b0808192b2b2b1919082b2b2b2b2b19080808080808082b2b0808080808082b191908080808082b082b08080808082b190819080808082b081919080808082b192b19080808082b08082b080808082b19192b080808082b190808190808082b081908190808082b080819190808082b2b0819190808082b191919190808082b082b19190808082b19082b190808082b0808082b0808082b1919082b0808082b1908192b0808082b0819192b0808082b190808081908082b081908081908082b192b08081908082b080819081908082b2b0819081908082b191919081908082b082b19081908082b19082b081908082b08192b081908082b080808191908082b2b0808191908082b191908191908082b082b08191908082b190819191908082b081919191908082b1908082b1908082b0819082b1908082b0808192b1908082b192b2b2b1908082b080808082b08082b191908082b08082b2b2b08082b08082b190819082b08082b081919082b08082b190808192b08082b081908192b08082b080819192b08082b190808080819082b081908080819082b2b1908080819082b192b08080819082b080819080819082b2b0819080819082b191919080819082b082b19080819082b19082b080819082b080808190819082b2b0808190819082b191908190819082b082b08190819082b190819190819082b081919190819082b08082b190819082b1908082b0819082b0819082b0819082b0808192b0819082b080808081919082b2b0808081919082b191908081919082b082b08081919082b190819081919082b081919081919082b08082b081919082b190808191919082b081908191919082b080819191919082b0808082b1919082b2b2b082b1919082b190808082b19082b081908082b19082b080819082b19082b192b2b082b19082b080808192b19082b08080808082b082b19190808082b082b19081908082b082b08191908082b082b19080819082b082b08190819082b082b08081919082b082b2b082b2b082b082b19080808192b082b08190808192b082b08080819192b082b19192b19192b082b2b082b082b2b082b082b19192b2b082b2b2b19192b2b082b2b08082b2b2b082b2b082b2b2b2b082b190808080808192b081908080808192b192b08080808192b080819080808192b2b0819080808192b191919080808192b082b19080808192b08192b080808192b080808190808192b2b0808190808192b191908190808192b082b08190808192b190819190808192b081919190808192b08082b190808192b1908082b0808192b0819082b0808192b0808192b0808192b080808081908192b191908081908192b190819081908192b081919081908192b190808191908192b081908191908192b080819191908192b2b2b19191908192b190808082b08192b081908082b08192b080819082b08192b080808192b08192b2b192b2b2b08192b080808080819192b2b0808080819192b191908080819192b082b08080819192b190819080819192b081919080819192b08082b080819192b190808190819192b081908190819192b080819190819192b0808082b0819192b2b19192b0819192b190808081919192b081908081919192b080819081919192b080808191919192b082b192b1919192b19082b2b1919192b080808082b19192b2b1908192b19192b08192b192b19192b19080808082b192b08190808082b192b08081908082b192b2b192b08082b192b08080819082b192b192b2b2b082b192b08080808192b192b192b0819192b192b2b081919192b192b0808192b2b2b192b0808080808082b2b1919080808082b2b2b2b080808082b2b0819190808082b2b2b082b0808082b2b2b2b2b0808082b2b1908081908082b2b0819081908082b2b0808191908082b2b2b082b2b08082b2b2b2b2b2b08082b2b0808081919082b2b19192b1919082b2b2b0808082b082b2b2b2b08082b082b2b2b082b082b082b2b082b2b082b082b2b2b2b2b082b082b2b2b08082b2b082b2b082b082b2b082b2b2b2b082b2b082b2b082b2b2b2b082b2b1908080808192b2b0819080808192b2b0808190808192b2b0808081908192b2b192b082b08192b2b08192b2b08192b2b0808080819192b2b192b190819192b2b190819192b192b2b2b2b0808082b2b2b082b2b08082b2b2b2b082b2b082b2b2b08191919192b2b2b2b19082b192b2b2b082b08082b2b2b2b2b2b08082b2b2b2b08082b082b2b2b2b2b082b082b2b2b2b082b2b082b2b2b2b082b082b2b2b2b2b2b2b2b2b2b2b2b2b"> : tensor<1024x8xi8>
    %2 = tensor.empty() : tensor<4x3x8x2x2x8xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 4 + d3 * 2 + d4 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 4 + d3 * 2 + d4 + 34)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + 66)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + 74)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<4x3x82xi8>, tensor<4x3x82xi8>, tensor<4x3x82xi8>, tensor<4x3x82xi8>, tensor<4x3x82xi8>, tensor<4x3x82xi8>) outs(%2 : tensor<4x3x8x2x2x8xf32>) {
    ^bb0(%4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: f32):
      %11 = linalg.index 3 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.constant 2 : i32
      %14 = arith.muli %12, %13 : i32
      %15 = linalg.index 4 : index
      %16 = arith.index_cast %15 : index to i32
      %17 = arith.addi %14, %16 : i32
      %18 = arith.constant 2 : i32
      %19 = arith.muli %17, %18 : i32
      %20 = arith.extui %6 : i8 to i32
      %21 = arith.extui %8 : i8 to i32
      %22 = arith.shrui %21, %19 : i32
      %23 = arith.constant 3 : i32
      %24 = arith.andi %22, %23 : i32
      %25 = arith.constant 8 : i32
      %26 = arith.shli %24, %25 : i32
      %27 = arith.ori %20, %26 : i32
      %28 = arith.extui %9 : i8 to i32
      %29 = arith.constant 4 : i32
      %30 = arith.muli %12, %29 : i32
      %31 = arith.shrui %28, %30 : i32
      %32 = arith.constant 15 : i32
      %33 = arith.andi %31, %32 : i32
      %34 = arith.extui %4 : i8 to i16
      %35 = arith.extui %5 : i8 to i16
      %36 = arith.constant 8 : i16
      %37 = arith.shli %35, %36 : i16
      %38 = arith.ori %34, %37 : i16
      %39 = arith.bitcast %38 : i16 to f16
      %40 = arith.extf %39 : f16 to f32
      %41 = arith.constant 5.0e-01 : f32
      %42 = arith.sitofp %33 : i32 to f32
      %43 = arith.addf %41, %42 : f32
      %44 = arith.mulf %40, %43 : f32
      %45 = arith.constant 2.5e-01 : f32
      %46 = arith.mulf %44, %45 : f32
      %47 = linalg.index 5 : index
      %48 = arith.index_cast %47 : index to i32
      %49 = arith.index_cast %27 : i32 to index
      %50 = arith.index_cast %48 : i32 to index
      %51 = tensor.extract %1[%49, %50] : tensor<1024x8xi8>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.sitofp %52 : i32 to f32
      %54 = arith.mulf %46, %53 : f32
      %55 = arith.extui %7 : i8 to i32
      %56 = arith.shrui %55, %48 : i32
      %57 = arith.constant 1 : i32
      %58 = arith.andi %56, %57 : i32
      %59 = arith.constant 0 : i32
      %60 = arith.cmpi ne, %58, %59 : i32
      %61 = arith.negf %54 : f32
      %62 = arith.select %60, %61, %54 : f32
      linalg.yield %62 : f32
    } -> tensor<4x3x8x2x2x8xf32>
    %63 = tensor.collapse_shape %3 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x8x2x2x8xf32> into tensor<4x768xf32>
    return %63 : tensor<4x768xf32>
  }
  func.func @dq_iq2_s_ibm(%arg0: tensor<3x4x82xi8>) -> tensor<4x768xf32> {
    %0 = arith.constant dense<"0x08080808080808082b080808080808081919080808080808082b0808080808082b2b080808080808190819080808080808191908080808082b19190808080808192b19080808080808082b08080808082b082b080808080819192b0808080808082b2b0808080808190808190808080808190819080808082b19081908080808192b08190808080808081919080808082b081919080808081919191908080808082b19190808080819082b190808080808192b19080808082b192b1908080808192b2b19080808080808082b080808082b08082b080808081919082b08080808082b082b080808081908192b080808080819192b0808080808082b2b0808080819192b2b080808082b2b2b2b08080808190808081908080808190808190808082b19080819080808192b08081908080808081908190808082b081908190808081919190819080808082b19081908080819082b081908080808192b081908080808080819190808082b080819190808081919081919080808082b081919080808190819191908080808191919190808082b19191919080808192b19191908080808082b191908080819192b1919080808082b2b19190808081908082b190808080819082b190808080808192b190808082b08192b190808081919192b1908080819082b2b1908080808192b2b19080808080808082b0808082b0808082b080808191908082b080808082b08082b080808190819082b080808081919082b08080808082b082b0808082b2b2b082b080808190808192b080808081908192b0808082b1908192b080808192b08192b080808080819192b080808191919192b0808080808082b2b0808081919082b2b0808082b2b082b2b0808080819192b2b0808082b082b2b2b080808190808080819080808190808081908082b19080808190808192b08080819080808081908081908082b081908081908081919190808190808082b19080819080819082b080819080808192b08081908082b192b0808190808192b2b080819080808080819081908082b080819081908081919081908190808082b0819081908082b2b081908190808190819190819080808191919081908082b19191908190808192b19190819080808082b19081908082b082b190819080819192b19081908081908082b081908080819082b081908082b19082b08190808192b082b081908080808192b081908081919192b08190808082b192b0819080819082b2b0819080808192b2b0819080808080808191908082b080808191908081919080819190808082b0808191908082b2b080819190808190819081919080808191908191908082b19190819190808192b19081919080808082b081919080819192b0819190808082b2b0819190808190808191919080808190819191908082b19081919190808192b08191919080808081919191908082b081919191908081919191919190808082b19191919080819082b191919080808192b19191908080808082b191908082b08082b191908081919082b19190808082b082b191908081908192b191908080819192b1919080808082b2b19190808190808082b190808081908082b1908082b1908082b190808192b08082b190808080819082b190808191919082b190808080808192b190808191908192b190808082b08192b190808190819192b190808081919192b19080808082b192b1908081908082b2b1908080819082b2b1908080808192b2b19080808080808082b08082b080808082b080819190808082b0808082b0808082b080819081908082b080808191908082b08082b191908082b0808192b1908082b080808082b08082b080819192b08082b08082b2b2b08082b080819080819082b080808190819082b08082b190819082b0808192b0819082b080808081919082b08082b081919082b080819191919082b0808082b1919082b080819082b19082b080808192b19082b08080808082b082b08081919082b082b08080819192b082b08082b2b2b2b082b080819080808192b080808190808192b080808081908192b08082b081908192b080819191908192b0808082b1908192b080819082b08192b080808080819192b080819190819192b0808082b0819192b080819081919192b080808191919192b080808082b19192b08081908082b192b08080808192b192b0808080808082b2b0808190819082b2b0808081919082b2b08082b082b082b2b0808082b2b082b2b08082b2b2b082b2b0808080819192b2b0808192b192b2b2b0808190808080808190808190808080819082b19080808081908192b08080808190808081908080819082b081908080819081919190808081908082b19080808190819082b080808190808192b08080819082b192b080808190808080819080819082b080819080819081919081908081908082b081908081908190819190808190808191919080819082b19191908081908192b19190808190808082b19080819082b082b190808190819192b1908081908082b2b19080819081908082b080819080819082b080819082b19082b080819080808192b080819081919192b08081908082b192b0808190819082b2b0808190808192b2b0808190808080808190819082b080808190819081919080819081908082b0808190819082b2b080819081908190819081908190808191908190819082b19190819081908192b19081908190808082b08190819082b082b081908190819192b0819081908082b2b0819081908190808191908190808190819190819082b19081919081908192b08191908190808081919190819082b081919190819081919191919081908082b19191908190819082b191908190808192b19190819080808082b190819082b08082b190819081919082b19081908082b082b190819081908192b190819080819192b19081908190808082b081908081908082b081908192b08082b081908080819082b081908191919082b08190819082b082b08190808192b082b081908080808192b081908191908192b081908190819192b081908081919192b0819081908082b2b0819080819082b2b0819080808192b2b08190808080808081919082b080808081919081919080808191908082b080808191908190819080819190808191908081919082b19190808191908192b19080819190808082b080819190819192b0808191908082b2b0808191908190808190819190808190819081919082b19081908191908192b08190819190808081919081919082b081919081919081919191908191908082b19190819190819082b190819190808192b19081919080808082b081919082b08082b081919081919082b08191908082b082b081919081908192b081919080819192b0819190808082b2b08191908190808081919190808190808191919082b19080819191908192b08081919190808081908191919082b081908191919081919190819191908082b19081919190819082b081919190808192b081919190808080819191919082b080819191919081919081919191908082b0819191919081908191919191908081919191919190808082b19191919081908082b191919080819082b191919080808192b19191908080808082b191908191908082b191908082b08082b191908190819082b191908081919082b19190808082b082b191908190808192b191908081908192b191908080819192b1919080808082b2b1919082b2b2b2b2b19190819080808082b190808190808082b19082b190808082b1908192b0808082b190808081908082b190819191908082b1908082b1908082b190819082b08082b190808080819082b19082b080819082b190819190819082b1908082b0819082b190819081919082b190808191919082b190808082b19082b19081908082b082b19080819082b082b190808080808192b19082b080808192b190819190808192b1908082b0808192b190819081908192b190808191908192b190808082b08192b190819080819192b190808190819192b190808081919192b1908192b2b19192b19082b082b2b192b1908081908082b2b1908080819082b2b1908080808192b2b19082b1919192b2b19080808080808082b082b08080808082b081919080808082b08082b080808082b081908190808082b080819190808082b082b19190808082b08192b190808082b0808082b0808082b0819192b0808082b082b2b2b0808082b081908081908082b080819081908082b080808191908082b082b08191908082b081919191908082b0808192b1908082b080808082b08082b082b2b082b08082b080819192b08082b082b2b2b2b08082b081908080819082b080819080819082b080808190819082b082b08190819082b081919190819082b0819082b0819082b080808081919082b082b08081919082b081919081919082b081908191919082b080819191919082b0808082b1919082b081908082b19082b080819082b19082b080808192b19082b08080808082b082b082b2b08082b082b082b082b082b082b08082b2b082b082b082b2b2b082b082b08081908192b082b08080819192b082b08082b082b2b082b082b2b082b2b082b08082b2b2b2b082b081908080808192b080819080808192b082b19080808192b08192b080808192b080808190808192b081919190808192b08082b190808192b0819082b0808192b0808192b0808192b080808081908192b082b08081908192b081919081908192b08082b081908192b081908191908192b080819191908192b0808082b1908192b081908082b08192b080819082b08192b080808192b08192b080808080819192b081919080819192b08082b080819192b081908190819192b080819190819192b0808082b0819192b081908081919192b080819081919192b080808191919192b082b192b1919192b080808082b19192b08190808082b192b08081908082b192b08080819082b192b08080808192b192b08192b19192b192b0808080808082b2b0819190808082b2b0819081908082b2b0808191908082b2b0819080819082b2b0808190819082b2b0808081919082b2b082b2b082b082b2b082b2b2b2b082b2b0819080808192b2b0808190808192b2b0808081908192b2b081919192b192b2b082b2b08082b2b2b082b082b082b2b2b0808192b192b2b2b08082b082b2b2b2b082b2b082b2b2b2b08190808080808081908190808080808192b19080808080819192b08080808081908081908080808192b081908080808191919190808080819082b1908080808192b2b19080808081919082b080808081908192b08080808192b192b080808081908080819080808192b080819080808191919081908080819082b0819080808192b2b081908080819190819190808081908191919080808192b19191908080819192b19190808081908082b19080808192b082b190808081919192b19080808191908082b080808190819082b080808190808192b080808191919192b08080819082b192b0808081919082b2b0808081908192b2b0808081908080808190808192b080808190808191919080819080819082b080819080819190819081908081908191908190808192b19190819080819192b19081908081908082b08190808192b082b081908081919192b0819080819190808191908081908190819190808192b19081919080819192b08191908081908081919190808192b081919190808191919191919080819082b19191908081919082b191908081908192b19190808190808082b190808192b08082b190808191919082b19080819082b082b190808191908192b190808190819192b1908081908082b2b19080819190808082b080819081908082b080819080819082b0808192b0819082b080819191919082b080819082b19082b08081908192b082b080819080808192b080819191908192b080819082b08192b080819190819192b080819081919192b08081908082b192b0808191908082b2b0808190819082b2b08081908080808081908192b080808081908191919080808190819082b0808081908192b2b080808190819190819080819081908191908081908192b19190808190819192b19080819081908082b08081908192b082b080819081919192b0808190819082b2b0808190819190808190819081908190819081908192b19081908190819192b08190819081908081919081908192b081919081908191919191908190819082b19190819081919082b190819081908192b19081908190808082b081908192b08082b081908191919082b08190819082b082b081908191908192b081908190819192b0819081908082b2b08190819190808081919081908190808191908192b19080819190819192b08081919081908081908191908192b081908191908191919190819190819082b19081919081919082b081919081908192b081919081908080819191908192b080819191908191919081919190819082b0819191908191908191919190819081919191919081908082b19191908192b2b2b19191908191908082b191908190819082b191908190808192b19190819080808082b1908192b0808082b190819191908082b190819082b08082b190819190819082b190819081919082b19081908082b082b190819190808192b190819081908192b190819080819192b1908190808082b2b19081919192b2b2b19081919080808082b081908190808082b0819192b0808082b081908081908082b08192b081908082b081919191908082b0819082b1908082b081919082b08082b081908192b08082b081908080819082b08192b080819082b081919190819082b0819082b0819082b081919081919082b081908191919082b081908082b19082b08190819082b082b08190808192b082b081908080808192b08192b080808192b081919190808192b0819082b0808192b081919081908192b081908191908192b081908082b08192b081919080819192b081908190819192b081908081919192b08190808082b192b08192b19192b192b0819190808082b2b0819081908082b2b0819080819082b2b0819080808192b2b081908080808080819192b080808080819191919080808081919082b080808081919190819080808191908191908080819192b19190808081919192b19080808191908082b08080819192b082b080808191919192b0808081919082b2b0808081919190808190808191908190819080819192b19081908081919192b08190808191908081919080819192b081919080819191919191908081919082b19190808191919082b190808191908192b19080819190808082b080819192b08082b080819191919082b08081919082b082b080819191908192b080819190819192b08081919190808081908191908190808190819192b19080819081919192b08081908191908081908190819192b081908190819191919190819081919082b19081908191919082b081908191908192b081908191908080819190819192b080819190819191919081919081919082b0819190819191908191919081919081919191908191908082b19190819191908082b190819190819082b190819190808192b19081919080808082b081919191908082b081919082b08082b081919190819082b081919081919082b08191908082b082b081919190808192b081919081908192b081919080819192b081919192b2b192b0819190808082b2b081919190808080819191908190808081919192b19080808191919192b08080819191908081908081919192b081908081919191919190808191919082b19080819191919082b080819191908192b080819191908080819081919192b080819081919191919081908191919082b0819081919191908191908191919081919190819191908082b19081919191908082b081919190819082b081919190808192b0819191908080808191919192b080808191919191919080819191919082b0808191919191908190819191919081919081919191908082b08191919191908081919191919081908191919191908081919191919190808082b19191919190808082b191919081908082b191919080819082b1919192b192b082b191919080808192b19191908080808082b19192b080808082b191919190808082b1919082b0808082b191919081908082b191908191908082b191908082b08082b191919080819082b191908190819082b191908081919082b19192b2b1919082b19190808082b082b191919080808192b191908190808192b191908081908192b191908080819192b1919080808082b2b1919192b19082b2b19191919082b2b2b1919082b2b2b2b2b19191908080808082b190819080808082b192b19080808082b190808190808082b192b08190808082b191919190808082b19082b190808082b1919082b0808082b1908192b0808082b190808081908082b191919081908082b19082b081908082b191908191908082b190819191908082b1908082b1908082b190819082b08082b190808192b08082b190808080819082b192b08080819082b191919080819082b19082b080819082b191908190819082b190819190819082b1908082b0819082b191908081919082b190819081919082b190808191919082b190808082b19082b19192b192b19082b19081908082b082b19080819082b082b19080808192b082b192b1919192b082b1919082b2b2b082b190808080808192b191919080808192b19082b080808192b191908190808192b190819190808192b1908082b0808192b191908081908192b190819081908192b190808191908192b190808082b08192b191908080819192b190819080819192b190808190819192b190808081919192b192b2b081919192b19082b2b1919192b192b08192b19192b19080808082b192b190819192b2b192b1919080808082b2b1908190808082b2b1908081908082b2b1919192b19082b2b19082b192b082b2b1908080808192b2b192b2b2b08192b2b192b0808192b2b2b1919082b2b2b2b2b19080808080808082b2b0808080808082b191908080808082b082b08080808082b190819080808082b081919080808082b192b19080808082b08082b080808082b19192b080808082b190808190808082b081908190808082b080819190808082b2b0819190808082b191919190808082b082b19190808082b19082b190808082b0808082b0808082b1919082b0808082b1908192b0808082b0819192b0808082b190808081908082b081908081908082b192b08081908082b080819081908082b2b0819081908082b191919081908082b082b19081908082b19082b081908082b08192b081908082b080808191908082b2b0808191908082b191908191908082b082b08191908082b190819191908082b081919191908082b1908082b1908082b0819082b1908082b0808192b1908082b192b2b2b1908082b080808082b08082b191908082b08082b2b2b08082b08082b190819082b08082b081919082b08082b190808192b08082b081908192b08082b080819192b08082b190808080819082b081908080819082b2b1908080819082b192b08080819082b080819080819082b2b0819080819082b191919080819082b082b19080819082b19082b080819082b080808190819082b2b0808190819082b191908190819082b082b08190819082b190819190819082b081919190819082b08082b190819082b1908082b0819082b0819082b0819082b0808192b0819082b080808081919082b2b0808081919082b191908081919082b082b08081919082b190819081919082b081919081919082b08082b081919082b190808191919082b081908191919082b080819191919082b0808082b1919082b2b2b082b1919082b190808082b19082b081908082b19082b080819082b19082b192b2b082b19082b080808192b19082b08080808082b082b19190808082b082b19081908082b082b08191908082b082b19080819082b082b08190819082b082b08081919082b082b2b082b2b082b082b19080808192b082b08190808192b082b08080819192b082b19192b19192b082b2b082b082b2b082b082b19192b2b082b2b2b19192b2b082b2b08082b2b2b082b2b082b2b2b2b082b190808080808192b081908080808192b192b08080808192b080819080808192b2b0819080808192b191919080808192b082b19080808192b08192b080808192b080808190808192b2b0808190808192b191908190808192b082b08190808192b190819190808192b081919190808192b08082b190808192b1908082b0808192b0819082b0808192b0808192b0808192b080808081908192b191908081908192b190819081908192b081919081908192b190808191908192b081908191908192b080819191908192b2b2b19191908192b190808082b08192b081908082b08192b080819082b08192b080808192b08192b2b192b2b2b08192b080808080819192b2b0808080819192b191908080819192b082b08080819192b190819080819192b081919080819192b08082b080819192b190808190819192b081908190819192b080819190819192b0808082b0819192b2b19192b0819192b190808081919192b081908081919192b080819081919192b080808191919192b082b192b1919192b19082b2b1919192b080808082b19192b2b1908192b19192b08192b192b19192b19080808082b192b08190808082b192b08081908082b192b2b192b08082b192b08080819082b192b192b2b2b082b192b08080808192b192b192b0819192b192b2b081919192b192b0808192b2b2b192b0808080808082b2b1919080808082b2b2b2b080808082b2b0819190808082b2b2b082b0808082b2b2b2b2b0808082b2b1908081908082b2b0819081908082b2b0808191908082b2b2b082b2b08082b2b2b2b2b2b08082b2b0808081919082b2b19192b1919082b2b2b0808082b082b2b2b2b08082b082b2b2b082b082b082b2b082b2b082b082b2b2b2b2b082b082b2b2b08082b2b082b2b082b082b2b082b2b2b2b082b2b082b2b082b2b2b2b082b2b1908080808192b2b0819080808192b2b0808190808192b2b0808081908192b2b192b082b08192b2b08192b2b08192b2b0808080819192b2b192b190819192b2b190819192b192b2b2b2b0808082b2b2b082b2b08082b2b2b2b082b2b082b2b2b08191919192b2b2b2b19082b192b2b2b082b08082b2b2b2b2b2b08082b2b2b2b08082b082b2b2b2b2b082b082b2b2b2b082b2b082b2b2b2b082b082b2b2b2b2b2b2b2b2b2b2b2b2b"> : tensor<1024x8xi8>
    %1 = tensor.empty() : tensor<4x3x8x2x2x8xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 4 + d3 * 2 + d4 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 4 + d3 * 2 + d4 + 34)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 + 66)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 + 74)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x82xi8>, tensor<3x4x82xi8>, tensor<3x4x82xi8>, tensor<3x4x82xi8>, tensor<3x4x82xi8>, tensor<3x4x82xi8>) outs(%1 : tensor<4x3x8x2x2x8xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = linalg.index 3 : index
      %11 = arith.index_cast %10 : index to i32
      %12 = arith.constant 2 : i32
      %13 = arith.muli %11, %12 : i32
      %14 = linalg.index 4 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.addi %13, %15 : i32
      %17 = arith.constant 2 : i32
      %18 = arith.muli %16, %17 : i32
      %19 = arith.extui %5 : i8 to i32
      %20 = arith.extui %7 : i8 to i32
      %21 = arith.shrui %20, %18 : i32
      %22 = arith.constant 3 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.constant 8 : i32
      %25 = arith.shli %23, %24 : i32
      %26 = arith.ori %19, %25 : i32
      %27 = arith.extui %8 : i8 to i32
      %28 = arith.constant 4 : i32
      %29 = arith.muli %11, %28 : i32
      %30 = arith.shrui %27, %29 : i32
      %31 = arith.constant 15 : i32
      %32 = arith.andi %30, %31 : i32
      %33 = arith.extui %3 : i8 to i16
      %34 = arith.extui %4 : i8 to i16
      %35 = arith.constant 8 : i16
      %36 = arith.shli %34, %35 : i16
      %37 = arith.ori %33, %36 : i16
      %38 = arith.bitcast %37 : i16 to f16
      %39 = arith.extf %38 : f16 to f32
      %40 = arith.constant 5.0e-01 : f32
      %41 = arith.sitofp %32 : i32 to f32
      %42 = arith.addf %40, %41 : f32
      %43 = arith.mulf %39, %42 : f32
      %44 = arith.constant 2.5e-01 : f32
      %45 = arith.mulf %43, %44 : f32
      %46 = linalg.index 5 : index
      %47 = arith.index_cast %46 : index to i32
      %48 = arith.index_cast %26 : i32 to index
      %49 = arith.index_cast %47 : i32 to index
      %50 = tensor.extract %0[%48, %49] : tensor<1024x8xi8>
      %51 = arith.extsi %50 : i8 to i32
      %52 = arith.sitofp %51 : i32 to f32
      %53 = arith.mulf %45, %52 : f32
      %54 = arith.extui %6 : i8 to i32
      %55 = arith.shrui %54, %47 : i32
      %56 = arith.constant 1 : i32
      %57 = arith.andi %55, %56 : i32
      %58 = arith.constant 0 : i32
      %59 = arith.cmpi ne, %57, %58 : i32
      %60 = arith.negf %53 : f32
      %61 = arith.select %59, %60, %53 : f32
      linalg.yield %61 : f32
    } -> tensor<4x3x8x2x2x8xf32>
    %62 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x8x2x2x8xf32> into tensor<4x768xf32>
    return %62 : tensor<4x768xf32>
  }
  func.func @dq_iq4_xs(%arg0: tensor<4x408xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 136] : tensor<4x408xi8> into tensor<4x3x136xi8>
    %1 = tensor.empty() : tensor<4x3x4x2x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 32 + d3 * 16 + d5 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<4x3x136xi8>, tensor<4x3x136xi8>, tensor<4x3x136xi8>, tensor<4x3x136xi8>, tensor<4x3x136xi8>, tensor<4x3x136xi8>) outs(%1 : tensor<4x3x4x2x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = linalg.index 2 : index
      %11 = arith.index_cast %10 : index to i32
      %12 = arith.constant 2 : i32
      %13 = arith.muli %11, %12 : i32
      %14 = linalg.index 3 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.addi %13, %15 : i32
      %17 = arith.extui %5 : i8 to i32
      %18 = arith.extui %6 : i8 to i32
      %19 = arith.constant 8 : i32
      %20 = arith.shli %18, %19 : i32
      %21 = arith.ori %17, %20 : i32
      %22 = arith.constant 2 : i32
      %23 = arith.muli %16, %22 : i32
      %24 = arith.shrui %21, %23 : i32
      %25 = arith.constant 3 : i32
      %26 = arith.andi %24, %25 : i32
      %27 = arith.extui %7 : i8 to i32
      %28 = arith.constant 4 : i32
      %29 = arith.muli %15, %28 : i32
      %30 = arith.shrui %27, %29 : i32
      %31 = arith.constant 15 : i32
      %32 = arith.andi %30, %31 : i32
      %33 = arith.constant 4 : i32
      %34 = arith.shli %26, %33 : i32
      %35 = arith.ori %32, %34 : i32
      %36 = arith.constant 32 : i32
      %37 = arith.subi %35, %36 : i32
      %38 = arith.extui %3 : i8 to i16
      %39 = arith.extui %4 : i8 to i16
      %40 = arith.constant 8 : i16
      %41 = arith.shli %39, %40 : i16
      %42 = arith.ori %38, %41 : i16
      %43 = arith.bitcast %42 : i16 to f16
      %44 = arith.extf %43 : f16 to f32
      %45 = arith.sitofp %37 : i32 to f32
      %46 = arith.mulf %44, %45 : f32
      %47 = linalg.index 4 : index
      %48 = arith.index_cast %47 : index to i32
      %49 = arith.extui %8 : i8 to i32
      %50 = arith.constant 4 : i32
      %51 = arith.muli %48, %50 : i32
      %52 = arith.shrui %49, %51 : i32
      %53 = arith.constant 15 : i32
      %54 = arith.andi %52, %53 : i32
      %55 = arith.constant -127 : i32
      %56 = arith.constant -104 : i32
      %57 = arith.constant -83 : i32
      %58 = arith.constant -65 : i32
      %59 = arith.constant -49 : i32
      %60 = arith.constant -35 : i32
      %61 = arith.constant -22 : i32
      %62 = arith.constant -10 : i32
      %63 = arith.constant 1 : i32
      %64 = arith.constant 13 : i32
      %65 = arith.constant 25 : i32
      %66 = arith.constant 38 : i32
      %67 = arith.constant 53 : i32
      %68 = arith.constant 69 : i32
      %69 = arith.constant 89 : i32
      %70 = arith.constant 113 : i32
      %71 = arith.constant 0 : i32
      %72 = arith.constant 0 : i32
      %73 = arith.shrui %54, %72 : i32
      %74 = arith.constant 1 : i32
      %75 = arith.andi %73, %74 : i32
      %76 = arith.cmpi ne, %75, %71 : i32
      %77 = arith.select %76, %56, %55 : i32
      %78 = arith.select %76, %58, %57 : i32
      %79 = arith.select %76, %60, %59 : i32
      %80 = arith.select %76, %62, %61 : i32
      %81 = arith.select %76, %64, %63 : i32
      %82 = arith.select %76, %66, %65 : i32
      %83 = arith.select %76, %68, %67 : i32
      %84 = arith.select %76, %70, %69 : i32
      %85 = arith.constant 1 : i32
      %86 = arith.shrui %54, %85 : i32
      %87 = arith.constant 1 : i32
      %88 = arith.andi %86, %87 : i32
      %89 = arith.cmpi ne, %88, %71 : i32
      %90 = arith.select %89, %78, %77 : i32
      %91 = arith.select %89, %80, %79 : i32
      %92 = arith.select %89, %82, %81 : i32
      %93 = arith.select %89, %84, %83 : i32
      %94 = arith.constant 2 : i32
      %95 = arith.shrui %54, %94 : i32
      %96 = arith.constant 1 : i32
      %97 = arith.andi %95, %96 : i32
      %98 = arith.cmpi ne, %97, %71 : i32
      %99 = arith.select %98, %91, %90 : i32
      %100 = arith.select %98, %93, %92 : i32
      %101 = arith.constant 3 : i32
      %102 = arith.shrui %54, %101 : i32
      %103 = arith.constant 1 : i32
      %104 = arith.andi %102, %103 : i32
      %105 = arith.cmpi ne, %104, %71 : i32
      %106 = arith.select %105, %100, %99 : i32
      %107 = arith.sitofp %106 : i32 to f32
      %108 = arith.mulf %46, %107 : f32
      linalg.yield %108 : f32
    } -> tensor<4x3x4x2x2x16xf32>
    %109 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x4x2x2x16xf32> into tensor<4x768xf32>
    return %109 : tensor<4x768xf32>
  }
  func.func @dq_iq4_xs_ibm(%arg0: tensor<3x4x136xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x4x2x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 32 + d3 * 16 + d5 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x136xi8>, tensor<3x4x136xi8>, tensor<3x4x136xi8>, tensor<3x4x136xi8>, tensor<3x4x136xi8>, tensor<3x4x136xi8>) outs(%0 : tensor<4x3x4x2x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = linalg.index 2 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.constant 2 : i32
      %12 = arith.muli %10, %11 : i32
      %13 = linalg.index 3 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.addi %12, %14 : i32
      %16 = arith.extui %4 : i8 to i32
      %17 = arith.extui %5 : i8 to i32
      %18 = arith.constant 8 : i32
      %19 = arith.shli %17, %18 : i32
      %20 = arith.ori %16, %19 : i32
      %21 = arith.constant 2 : i32
      %22 = arith.muli %15, %21 : i32
      %23 = arith.shrui %20, %22 : i32
      %24 = arith.constant 3 : i32
      %25 = arith.andi %23, %24 : i32
      %26 = arith.extui %6 : i8 to i32
      %27 = arith.constant 4 : i32
      %28 = arith.muli %14, %27 : i32
      %29 = arith.shrui %26, %28 : i32
      %30 = arith.constant 15 : i32
      %31 = arith.andi %29, %30 : i32
      %32 = arith.constant 4 : i32
      %33 = arith.shli %25, %32 : i32
      %34 = arith.ori %31, %33 : i32
      %35 = arith.constant 32 : i32
      %36 = arith.subi %34, %35 : i32
      %37 = arith.extui %2 : i8 to i16
      %38 = arith.extui %3 : i8 to i16
      %39 = arith.constant 8 : i16
      %40 = arith.shli %38, %39 : i16
      %41 = arith.ori %37, %40 : i16
      %42 = arith.bitcast %41 : i16 to f16
      %43 = arith.extf %42 : f16 to f32
      %44 = arith.sitofp %36 : i32 to f32
      %45 = arith.mulf %43, %44 : f32
      %46 = linalg.index 4 : index
      %47 = arith.index_cast %46 : index to i32
      %48 = arith.extui %7 : i8 to i32
      %49 = arith.constant 4 : i32
      %50 = arith.muli %47, %49 : i32
      %51 = arith.shrui %48, %50 : i32
      %52 = arith.constant 15 : i32
      %53 = arith.andi %51, %52 : i32
      %54 = arith.constant -127 : i32
      %55 = arith.constant -104 : i32
      %56 = arith.constant -83 : i32
      %57 = arith.constant -65 : i32
      %58 = arith.constant -49 : i32
      %59 = arith.constant -35 : i32
      %60 = arith.constant -22 : i32
      %61 = arith.constant -10 : i32
      %62 = arith.constant 1 : i32
      %63 = arith.constant 13 : i32
      %64 = arith.constant 25 : i32
      %65 = arith.constant 38 : i32
      %66 = arith.constant 53 : i32
      %67 = arith.constant 69 : i32
      %68 = arith.constant 89 : i32
      %69 = arith.constant 113 : i32
      %70 = arith.constant 0 : i32
      %71 = arith.constant 0 : i32
      %72 = arith.shrui %53, %71 : i32
      %73 = arith.constant 1 : i32
      %74 = arith.andi %72, %73 : i32
      %75 = arith.cmpi ne, %74, %70 : i32
      %76 = arith.select %75, %55, %54 : i32
      %77 = arith.select %75, %57, %56 : i32
      %78 = arith.select %75, %59, %58 : i32
      %79 = arith.select %75, %61, %60 : i32
      %80 = arith.select %75, %63, %62 : i32
      %81 = arith.select %75, %65, %64 : i32
      %82 = arith.select %75, %67, %66 : i32
      %83 = arith.select %75, %69, %68 : i32
      %84 = arith.constant 1 : i32
      %85 = arith.shrui %53, %84 : i32
      %86 = arith.constant 1 : i32
      %87 = arith.andi %85, %86 : i32
      %88 = arith.cmpi ne, %87, %70 : i32
      %89 = arith.select %88, %77, %76 : i32
      %90 = arith.select %88, %79, %78 : i32
      %91 = arith.select %88, %81, %80 : i32
      %92 = arith.select %88, %83, %82 : i32
      %93 = arith.constant 2 : i32
      %94 = arith.shrui %53, %93 : i32
      %95 = arith.constant 1 : i32
      %96 = arith.andi %94, %95 : i32
      %97 = arith.cmpi ne, %96, %70 : i32
      %98 = arith.select %97, %90, %89 : i32
      %99 = arith.select %97, %92, %91 : i32
      %100 = arith.constant 3 : i32
      %101 = arith.shrui %53, %100 : i32
      %102 = arith.constant 1 : i32
      %103 = arith.andi %101, %102 : i32
      %104 = arith.cmpi ne, %103, %70 : i32
      %105 = arith.select %104, %99, %98 : i32
      %106 = arith.sitofp %105 : i32 to f32
      %107 = arith.mulf %45, %106 : f32
      linalg.yield %107 : f32
    } -> tensor<4x3x4x2x2x16xf32>
    %108 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x4x2x2x16xf32> into tensor<4x768xf32>
    return %108 : tensor<4x768xf32>
  }
  func.func @dq_iq1_m(%arg0: tensor<4x168xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 56] : tensor<4x168xi8> into tensor<4x3x56xi8>
    %1 = arith.constant dense<"0xffffffffffffffff01ffffffffffffff0000ffffffffffffff01ffffffffffff0101ffffffffffff00ff00ffffffffff000000ffffffffffffff01ffffffffff01ff01ffffffffffff0101ffffffffff010101ffffffffff0000ff00ffffffff00ff0000ffffffffff000000ffffffff01000000ffffffff00000100ffffffffffffff01ffffffff01ffff01ffffffffff01ff01ffffffff0101ff01ffffffff00000001ffffffffffff0101ffffffff01ff0101ffffffffff010101ffffffff01010101ffffffffff00ffff00ffffff0000ffff00ffffff00ff00ff00ffffffff0000ff00ffffff010000ff00ffffff000100ff00ffffff010100ff00ffffff000001ff00ffffff00ffff0000ffffff0100ff0000ffffff0001ff0000ffffff01ff000000ffffff0000000000ffffff0101000000ffffff00ff010000ffffffff00010000ffffff0100010000ffffffff01010000ffffff0000ff0100ffffff00ff000100ffffffff00000100ffffff0100000100ffffff0000010100ffffffffffffff01ffffff01ffffff01ffffffff01ffff01ffffff0101ffff01ffffff000000ff01ffffffffff01ff01ffffff01ff01ff01ffffffff0101ff01ffffff010101ff01ffffff0000ff0001ffffff00ff000001ffffff0001000001ffffffff00010001ffffff0001010001ffffffffffff0101ffffff01ffff0101ffffffff01ff0101ffffff0101ff0101ffffff00ff000101ffffff0000000101ffffff0001000101ffffffffff010101ffffff01ff010101ffffffff01010101ffffff0101010101ffffff00ff00ffff00ffffff0000ffff00ffff010000ffff00ffff000001ffff00ffff00ffff00ff00ffff0001ff00ff00ffff00000000ff00ffff01010000ff00ffffff000100ff00ffff00000100ff00ffff00ff0001ff00ffff00010001ff00ffff00000101ff00ffff00ffffff0000ffffff00ffff0000ffff0000ffff0000ffff0100ffff0000ffff000000ff0000ffffff0100ff0000ffff010100ff0000ffff000101ff0000ffffffffff000000ffff0000ff000000ffff0101ff000000ffffffff00000000ffff00ff00000000ffffff0000000000ffff000000000000ffff010000000000ffff000100000000ffffffff01000000ffff01ff01000000ffff000001000000ffffff0101000000ffff010101000000ffff00ffff010000ffff00ff00010000ffff000000010000ffffff0100010000ffff010100010000ffff00ff01010000ffffff0001010000ffff000001010000ffff010001010000ffff000101010000ffffff0000ff0100ffff000100ff0100ffff00ffff000100ffffff00ff000100ffffffff00000100ffff01ff00000100ffff000000000100ffffff0100000100ffffffff01000100ffff00ff01000100ffff010001000100ffff000101000100ffff0000ff010100ffff00ff00010100ffffff0000010100ffff000100010100ffffffffffffff01ffff01ffffffff01ffffff01ffffff01ffff0101ffffff01ffff000000ffff01ffffffff01ffff01ffff01ff01ffff01ffffff0101ffff01ffff010101ffff01ffff0000ff00ff01ffff00ff0000ff01ffff01000000ff01ffff00000100ff01ffffffffff01ff01ffff01ffff01ff01ffffff01ff01ff01ffff0101ff01ff01ffff00000001ff01ffffffff0101ff01ffff01ff0101ff01ffffff010101ff01ffff01010101ff01ffff0000ffff0001ffff00ff00ff0001ffffff0000ff0001ffff000100ff0001ffffff0001ff0001ffff000001ff0001ffff00ffff000001ffffffff00000001ffff00ff00000001ffff000000000001ffff00ff01000001ffffff0001000001ffff000101000001ffff00ff00010001ffffff0000010001ffff010000010001ffff000100010001ffff000001010001ffffffffffff0101ffff01ffffff0101ffffff01ffff0101ffff0101ffff0101ffff000000ff0101ffffffff01ff0101ffff01ff01ff0101ffffff0101ff0101ffff010101ff0101ffff0000ff000101ffff00ff00000101ffff000100000101ffff00ff01000101ffff000001000101ffffffffff010101ffff01ffff010101ffff0000ff010101ffffff01ff010101ffff0101ff010101ffff000000010101ffffffff01010101ffff01ff01010101ffffff0101010101ffff010101010101ffffffff00ffffff00ff00ff00ffffff00ffff0000ffffff00ff000100ffffff00ffff0001ffffff00ff000001ffffff00ff00ffff00ffff00ffff00ff00ffff00ffffff0000ffff00ff00000000ffff00ffff010000ffff00ff00ff0100ffff00ffff000100ffff00ff00000100ffff00ff00010100ffff00ff00ff0001ffff00ffff000001ffff00ff01000001ffff00ff00ff0101ffff00ff00000101ffff00ff00ffffff00ff00ffff00ffff00ff00ff0100ffff00ff00ff0001ffff00ff00ffffff00ff00ff00ff01ff00ff00ff00ff000000ff00ff00ffff0100ff00ff00ff00ff01ff00ff00ffff0001ff00ff00ff000101ff00ff00ff0000ff0000ff00ff0101ff0000ff00ffffff000000ff00ff00ff000000ff00ff01ff000000ff00ffff00000000ff00ff0000000000ff00ff0100000000ff00ff0001000000ff00ffffff010000ff00ff0000010000ff00ffff00ff0100ff00ff01ff000100ff00ff0000000100ff00ff00ff010100ff00ffff00010100ff00ff00ff00ff01ff00ffff0000ff01ff00ff010000ff01ff00ff000001ff01ff00ffffffff0001ff00ff0100ff0001ff00ff0001ff0001ff00ff01ff000001ff00ff0000000001ff00ffff01000001ff00ff0101000001ff00ffff00010001ff00ff0100010001ff00ff0000ff0101ff00ff00ff000101ff00ffff00000101ff00ff0100000101ff00ff0000010101ff00ff00ffffffff0000ff0100ffffff0000ff0001ffffff0000ffff0000ffff0000ff000000ffff0000ffff0100ffff0000ff000100ffff0000ff00ff01ffff0000ff010001ffff0000ff00ffff00ff0000ff0000ff00ff0000ff0100ff00ff0000ffff01ff00ff0000ff0101ff00ff0000ff00ff0000ff0000ffff000000ff0000ff00000000ff0000ff01000000ff0000ff00010000ff0000ff01ff0100ff0000ff00000100ff0000ffff010100ff0000ffff00ff01ff0000ff0001ff01ff0000ffffff0001ff0000ffff000001ff0000ff00000001ff0000ffff010001ff0000ff00010001ff0000ff01010001ff0000ff00ff0101ff0000ffff000101ff0000ff00000101ff0000ff00010101ff0000ff01ffffff000000ff0000ffff000000ff0101ffff000000ff00ff00ff000000ffff0000ff000000ff000000ff000000ff010000ff000000ff000100ff000000ffffff01ff000000ff01ff01ff000000ff000001ff000000ffff0101ff000000ff010101ff000000ff00ffff00000000ffff00ff00000000ff0000ff00000000ff0100ff00000000ff00ff0000000000ff01ff0000000000ffff000000000000ff00000000000000ff01000000000000ff00010000000000ff01010000000000ff00ff0100000000ffff000100000000ff00000100000000ff01000100000000ff00010100000000ffffffff01000000ff01ffff01000000ffff00ff01000000ff0000ff01000000ffff01ff01000000ff0101ff01000000ffffff0001000000ff00ff0001000000ffff000001000000ff00000001000000ff01000001000000ff00010001000000ff01010001000000ffffff0101000000ff01ff0101000000ff00000101000000ff00ffffff010000ffff00ffff010000ff0000ffff010000ff0100ffff010000ff000000ff010000ff010000ff010000ffff0100ff010000ff010100ff010000ff00ff01ff010000ff010001ff010000ffffffff00010000ff01ffff00010000ffff00ff00010000ff0000ff00010000ffff01ff00010000ff0101ff00010000ff00ff0000010000ff00000000010000ff01000000010000ffff010000010000ff00010000010000ff00ff0100010000ffff000100010000ff00000100010000ffff010100010000ff00010100010000ff01010100010000ff0100ff01010000ff0101ff01010000ff01ff0001010000ff00000001010000ffff000101010000ff00010101010000ff00ff00ffff0100ff010000ffff0100ff000001ffff0100ff00ffff00ff0100ffff00ff00ff0100ff0100ff00ff0100ff0001ff00ff0100ffffff0000ff0100ff00000000ff0100ffff010000ff0100ff01010000ff0100ffffff0100ff0100ff00ff0100ff0100ffff000100ff0100ff01000100ff0100ff00010100ff0100ff0000ff01ff0100ff00ff0001ff0100ffff000001ff0100ff00000101ff0100ffffff00ff000100ff01ff00ff000100ff000000ff000100ff010100ff000100ff00ff01ff000100ff000001ff000100ff01ffff00000100ffff00ff00000100ff0000ff00000100ffff01ff00000100ff00ff0000000100ffff000000000100ff00000000000100ff01000000000100ff00010000000100ff01010000000100ffffff0100000100ff00000100000100ff01010100000100ff0001ff01000100ff00ff0001000100ff01ff0001000100ff00000001000100ffff010001000100ff00ff0101000100ff01000101000100ff00010101000100ff0001ffff010100ff010000ff010100ffff0001ff010100ff010001ff010100ffff00ff00010100ff0100ff00010100ff0001ff00010100ffffff0000010100ff01ff0000010100ff00000000010100ffff010000010100ff00ff0100010100ff01000100010100ff00010100010100ff0000ff01010100ff00ff0001010100ff01000001010100ff01010001010100ffffffffffffff01ff01ffffffffff01ffff01ffffffff01ff0101ffffffff01ff000000ffffff01ffffff01ffffff01ff01ff01ffffff01ff000001ffffff01ffff0101ffffff01ff010101ffffff01ff0000ff00ffff01ff00ff0000ffff01ff00010000ffff01ff00ff0100ffff01ff00000100ffff01ffffffff01ffff01ff01ffff01ffff01ffff01ff01ffff01ff0101ff01ffff01ff00000001ffff01ffffff0101ffff01ff01ff0101ffff01ff00000101ffff01ffff010101ffff01ff01010101ffff01ff0000ffff00ff01ff00ff00ff00ff01ffff0000ff00ff01ff000100ff00ff01ff000001ff00ff01ff01ffff0000ff01ffff00ff0000ff01ff0001ff0000ff01ff0000000000ff01ffff01000000ff01ff0101000000ff01ff00ff010000ff01ffff00010000ff01ff0000010000ff01ff0100010000ff01ff0000ff0100ff01ffffff000100ff01ff0100000100ff01ff0001000100ff01ff0000010100ff01ff00ffffff01ff01ffff01ffff01ff01ff0101ffff01ff01ff00ff00ff01ff01ff000000ff01ff01ffffff01ff01ff01ff01ff01ff01ff01ffff0101ff01ff01ff010101ff01ff01ff0000ff0001ff01ff00ff000001ff01ff0100000001ff01ff0001000001ff01ff0000010001ff01ff00ffff0101ff01ffff01ff0101ff01ff0101ff0101ff01ff00ff000101ff01ff0000000101ff01ffffff010101ff01ff01ff010101ff01ffff01010101ff01ff0101010101ff01ff0000ffffff0001ffff0000ffff0001ff010000ffff0001ff000100ffff0001ff000001ffff0001ffff00ff00ff0001ff0000ff00ff0001ff0100ff00ff0001ff0001ff00ff0001ff01ff0000ff0001ff00000000ff0001ffff010000ff0001ff01010000ff0001ff01000100ff0001ff0000ff01ff0001ff00ff0001ff0001ffff000001ff0001ff00010001ff0001ff00ff0101ff0001ff00000101ff0001ff0001ffff000001ff000000ff000001ff00ff01ff000001ff000101ff000001ffffffff00000001ff0000ff00000001ffff01ff00000001ff00ff0000000001ffff000000000001ff00000000000001ff00010000000001ff01ff0100000001ff00000100000001ffff010100000001ff0001ff01000001ffffff0001000001ffff000001000001ff00000001000001ffff010001000001ff01010001000001ff00ff0101000001ffff000101000001ff01000101000001ff00010101000001ff0000ffff010001ffffff00ff010001ff01ff00ff010001ff000100ff010001ff000001ff010001ff00ffff00010001ff0001ff00010001ff00000000010001ffffff0100010001ff00ff0100010001ff00010100010001ffff00ff01010001ff0100ff01010001ffffff0001010001ff01010001010001ffffffffffff0101ff01ffffffff0101ffff01ffffff0101ff0101ffffff0101ff000000ffff0101ffffff01ffff0101ff01ff01ffff0101ffff0101ffff0101ff010101ffff0101ff0000ff00ff0101ff00ff0000ff0101ffff000000ff0101ff00000100ff0101ffffffff01ff0101ff01ffff01ff0101ffff01ff01ff0101ff0101ff01ff0101ffffff0101ff0101ff01ff0101ff0101ffff010101ff0101ff01010101ff0101ff0001ffff000101ff00ff00ff000101ffff0000ff000101ff000100ff000101ff000001ff000101ff0100ff00000101ff0001ff00000101ff01ff0000000101ff00000000000101ff00ff0100000101ffff000100000101ff01000100000101ff00010100000101ff0000ff01000101ffffff0001000101ff01000001000101ff00010001000101ffff000101000101ff00000101000101ffffffffff010101ff01ffffff010101ffff01ffff010101ff0101ffff010101ffffff01ff010101ff01ff01ff010101ffff0101ff010101ff010101ff010101ff0000ff00010101ff00ff0000010101ff01000000010101ff00010000010101ff00000100010101ffffffff01010101ff01ffff01010101ffff01ff01010101ff0101ff01010101ff00000001010101ffffff0101010101ff01ff0101010101ffff010101010101ff01010101010101ff0000ffffffffff0000ff00ffffffff00010000ffffffff00000001ffffffff000001ff00ffffff0001ff0000ffffff0000000000ffffff00ff010000ffffff0001010000ffffff0000ff0100ffffff00ff000100ffffff0001000100ffffff00ff000001ffffff0000010001ffffff0000ff0101ffffff0001000101ffffff00ffffffff00ffff0000ffffff00ffff00ff00ffff00ffff000100ffff00ffff000001ffff00ffff0001ff00ff00ffff00000000ff00ffff00010000ff00ffff00ff0100ff00ffff00010100ff00ffff0000ff01ff00ffff00010001ff00ffff00000101ff00ffff000000ff0000ffff00ff01ff0000ffff000101ff0000ffff0000ff000000ffff00ff00000000ffff000000000000ffff000100000000ffff000001000000ffff000101000000ffff000000010000ffff00ff01010000ffff000101010000ffff0000ffff0100ffff00ff00ff0100ffff000100ff0100ffff00ffff000100ffff0001ff000100ffff000000000100ffff00ffff010100ffff0000ff010100ffff0001ff010100ffff000000ffff01ffff0000ff00ff01ffff00ff0000ff01ffff00010000ff01ffff00000001ff01ffff0000ffff0001ffff0001ff000001ffff000000000001ffff000101000001ffff00ff00010001ffff000001010001ffff000001ff0101ffff00ff00000101ffff000000010101ffff0000ffffffff00ff00000000ffff00ff00000100ffff00ff00000101ffff00ff000000ff00ff00ff00ff01ff00ff00ff000101ff00ff00ff0000ff0000ff00ff00ff000000ff00ff0000000000ff00ff0001000000ff00ff0000ff0100ff00ff0001ff0100ff00ff0000000100ff00ff00ff010100ff00ff0001010100ff00ff0000ffff01ff00ff000100ff01ff00ff000001ff01ff00ff00ffff0001ff00ff0001ff0001ff00ff0000000001ff00ff00ffff0101ff00ff0000ff0101ff00ff0000010101ff00ff0000ffffff0000ff0001ffffff0000ff000000ffff0000ff000101ffff0000ff0000ff00ff0000ff00ff0000ff0000ff00000000ff0000ff00010000ff0000ff00000100ff0000ff00ffff01ff0000ff00000001ff0000ff00010101ff0000ff0000ffff000000ff00ff00ff000000ff000000ff000000ff000100ff000000ff000001ff000000ff00ffff00000000ff0000ff00000000ff00ff0000000000ff00000000000000ff00010000000000ff00ff0100000000ff00000100000000ff0000ff01000000ff00ff0001000000ff00000001000000ff00010001000000ff00000101000000ff0001ffff010000ff00ff00ff010000ff000000ff010000ff00ff01ff010000ff0000ff00010000ff00ff0000010000ff00000000010000ff00010000010000ff00000100010000ff00010100010000ff00000001010000ff00ff0101010000ff00010101010000ff0000ffffff0100ff000000ffff0100ff000001ffff0100ff00ff0000ff0100ff00000000ff0100ff00ff0100ff0100ff00010100ff0100ff0000ff01ff0100ff00ff0001ff0100ff00000101ff0100ff00ffffff000100ff0001ffff000100ff000000ff000100ff00ff01ff000100ff00ffff00000100ff0000ff00000100ff0001ff00000100ff00000000000100ff00010000000100ff00000100000100ff0001ff01000100ff00000001000100ff00ff0101000100ff0000ffff010100ff000000ff010100ff000101ff010100ff00ff0000010100ff00000000010100ff0000ff01010100ff00ff0001010100ff00010001010100ff000000ffffff01ff0000ff00ffff01ff00000000ffff01ff00010100ffff01ff00000001ffff01ff0001ffff00ff01ff000001ff00ff01ff00ffff0000ff01ff0000000000ff01ff00ff010000ff01ff0000ff0100ff01ff00ff000100ff01ff0001000100ff01ff0000010100ff01ff000000ff01ff01ff0000ff0001ff01ff00ff000001ff01ff0001000001ff01ff0000010001ff01ff0000000101ff01ff0000ffffff0001ff000000ffff0001ff000100ffff0001ff000101ffff0001ff00ffff00ff0001ff00ff0000ff0001ff00000000ff0001ff00ff0100ff0001ff0000ff01ff0001ff00ff0001ff0001ff00010001ff0001ff00ffffff000001ff000000ff000001ff000101ff000001ff0000ff00000001ff0001ff00000001ff00ff0000000001ff00000000000001ff00010000000001ff00000100000001ff00ffff01000001ff0001ff01000001ff00000001000001ff00010001000001ff00010101000001ff000100ff010001ff000001ff010001ff0001ff00010001ff00000000010001ff00010000010001ff00ff0100010001ff0000ff01010001ff00ff0001010001ff00010001010001ff00000101010001ff00010000ff0101ff00ff00ff000101ff000100ff000101ff000001ff000101ff00000000000101ff00ff0100000101ff00010100000101ff00ff0001000101ff00000101000101ff00ff0000010101ff00000001010101ff0000ffffffffff0000ff00ffffffff00000000ffffffff00000100ffffffff00000001ffffffff000001ff00ffffff0000000000ffffff0000010100ffffff000000ff01ffffff0000ff0001ffffff0000000101ffffff0000ffffff00ffff00000000ff00ffff0000ff01ff00ffff000000ff0000ffff0000ff000000ffff000000000000ffff000001000000ffff000000010000ffff000000000100ffff0000ff010100ffff00000100ff01ffff00000001ff01ffff000000000001ffff0000ff010001ffff0000ffff0101ffff000000ff0101ffff000001000101ffff000000010101ffff00000000ffff00ff0000ff01ffff00ff00000001ffff00ff00000101ffff00ff000000ff00ff00ff0000ff0000ff00ff0000000000ff00ff0000010000ff00ff0000ff0100ff00ff0000000100ff00ff0000ffff01ff00ff0000000001ff00ff0000010001ff00ff0000ff0101ff00ff0000010101ff00ff000000ffff0000ff0000ff00ff0000ff00000000ff0000ff00000100ff0000ff00000001ff0000ff0000ffff000000ff000000ff000000ff000001ff000000ff0000ff00000000ff00000000000000ff00000100000000ff0000ff01000000ff00000001000000ff00000101000000ff000000ff010000ff0000ff00010000ff00000000010000ff00000100010000ff00000001010000ff000001ffff0100ff00000000ff0100ff000000ff000100ff0000ff00000100ff00000000000100ff00000100000100ff00000001000100ff0000ffff010100ff00000000010100ff00000101010100ff000000ffffff01ff00000100ffff01ff000001ff00ff01ff0000000000ff01ff0000010100ff01ff000000ff01ff01ff0000ff0001ff01ff000001ffff0001ff00000000ff0001ff00000101ff0001ff000000ff000001ff0000ff00000001ff00000000000001ff00000100000001ff00000001000001ff000001ff010001ff00000000010001ff00000000ff0101ff0000ffff000101ff000001ff000101ff00000000000101ff00000001000101ff00000101000101ff0000ff00010101ff0000ff00ffffff0000000000ffffff00000000ff00ffff000000ff0000ffff000000000000ffff000000010000ffff000000ff0100ffff000000000100ffff00000000ff01ffff000000000001ffff000000ff0101ffff000000010101ffff00000000ffff00ff000000ff00ff00ff0000000000ff00ff0000000100ff00ff0000000001ff00ff0000000101ff00ff000000ffff0000ff00000000ff0000ff000000ff000000ff00000000000000ff00000001000000ff000000ff010000ff00000000010000ff00000001010000ff00000000ff0100ff00000001ff0100ff000000ff000100ff00000000000100ff00000001000100ff00000000010100ff000000ffffff01ff000000ff01ff01ff0000000101ff01ff00000000ff0001ff000000ff000001ff00000000000001ff00000001000001ff00000000010001ff00000000ff0101ff000000ff000101ff00000000000101ff00000001010101ff00000000ffffff0000000001ffffff00000000ff00ffff000000000000ffff000000000100ffff000000000001ffff00000000ffff00ff0000000000ff00ff0000000001ff00ff00000000ff0000ff00000000000000ff00000000010000ff00000000000100ff00000000010100ff0000000000ff01ff00000000ff0001ff00000000000001ff00000000010001ff00000000000101ff00000000ffffff000000000000ffff000000000001ffff0000000000ff00ff00000000000000ff00000000000100ff0000000000ff01ff00000000000001ff0000000000ffff00000000000000ff00000000000001ff000000000000ff0000000000000000000000000000000100000000000000ff0100000000000000010000000000000101000000000000ffff01000000000000ff010000000000ff0001000000000000000100000000000100010000000000ff010100000000000001010000000000010101000000000000ffff0100000000ff00ff01000000000000ff01000000000001ff01000000000101ff0100000000ffff00010000000000ff000100000000ff0000010000000000000001000000000100000100000000ff01000100000000000100010000000000ff010100000000ff00010100000000000001010000000001000101000000000001010100000000ffffffff0100000000ffffff0100000001ffffff01000000ff00ffff010000000100ffff01000000ff01ffff010000000001ffff0100000000ff00ff01000000ff0000ff01000000000000ff01000000ff0100ff01000000000100ff01000000ffff01ff0100000000ff01ff0100000001ff01ff01000000ff0001ff01000000000001ff01000000010001ff01000000ff0101ff01000000000101ff0100000000ffff00010000000000ff00010000000100ff0001000000ff01ff00010000000001ff00010000000101ff0001000000ffff00000100000000ff00000100000001ff000001000000ff0000000100000000000000010000000100000001000000ff010000010000000001000001000000010100000100000000ff010001000000ff000100010000000000010001000000000101000100000001ffff01010000000000ff01010000000100ff0101000000ff01ff01010000000001ff01010000000101ff010100000000ff0001010000000000000101000000010100010100000001ff01010100000000000101010000000100010101000000ff010101010000000001010101000000ff00ffffff0100000000ffffff0100000100ffffff0100000001ffffff010000ffff00ffff010000000000ffff010000ff0100ffff01000000ff01ffff010000010101ffff0100000000ff00ff010000ff01ff00ff0100000101ff00ff01000000ff0000ff010000ff000000ff01000000000000ff01000001000000ff010000ff010000ff01000000010000ff010000ffff0100ff01000001ff0100ff010000ff000100ff01000000000100ff01000001ffff01ff0100000001ff01ff010000ffff0001ff01000001ff0001ff01000000000001ff010000ff010001ff01000000ff0101ff01000000010101ff01000000ffffff0001000001ffffff000100000000ffff000100000101ffff0001000000ff00ff00010000ff0000ff00010000000000ff00010000010000ff00010000000100ff00010000000001ff0001000000ffff0000010000ff00ff00000100000000ff00000100000100ff00000100000001ff0000010000ffff00000001000000ff00000001000001ff000000010000ff0000000001000000000000000100000100000000010000ff010000000100000001000000010000010100000001000000ff010000010000ff0001000001000000000100000100000100010000010000000101000001000000ffff01000100000000ff01000100000001ff010001000000ff000100010000ff0000010001000000000001000100000100000100010000ff0100010001000000010001000100000000010100010000ff00ffff01010000ff01ffff01010000000000ff01010000010100ff01010000ffff01ff01010000000001ff01010000010001ff01010000000101ff010100000000ff0001010000ff01ff00010100000001ff000101000000ff00000101000000000000010100000100000001010000ff01000001010000000100000101000001ff0100010100000000010001010000ff01010001010000010101000101000000ffff01010100000101ff010101000001ff00010101000000000001010100000100000101010000ff01000101010000010100010101000000ff0101010100000000ffffffff0100ff0000ffffff0100010000ffffff0100000100ffffff0100000001ffffff0100ff00ff00ffff0100ffff0000ffff010000000000ffff010001000000ffff0100ff010000ffff010001010000ffff010000ff0100ffff0100ff000100ffff010001000100ffff010000010100ffff010000ffff01ffff010001000001ffff010000000101ffff010000ffffff00ff0100ff00ffff00ff01000100ffff00ff01000001ffff00ff010001ff00ff00ff0100000000ff00ff010000ff01ff00ff010001ff01ff00ff0100010001ff00ff0100000101ff00ff01000000ff0000ff01000001ff0000ff010000ff000000ff01000000000000ff01000100000000ff01000001000000ff01000000010000ff01000100010000ff01000101010000ff0100ff00ff0100ff01000101ff0100ff010001ff000100ff01000000000100ff010000ff010100ff01000100010100ff01000001010100ff010000ff00ff01ff0100010000ff01ff0100000100ff01ff0100ffffff0001ff010000ffff0001ff01000100ff0001ff01000000000001ff01000100000001ff0100ff01000001ff0100ffff010001ff01000000ff0101ff010000ff000101ff01000100000101ff01000000010101ff010000ff00ffff00010001ff00ffff000100000000ffff000100010000ffff000100010100ffff00010000ff01ffff000100010001ffff000100000101ffff000100ffffff00ff00010001ffff00ff0001000000ff00ff000100ff01ff00ff0001000101ff00ff00010000ff0000ff000100ff000000ff00010000000000ff00010001000000ff00010000010000ff00010001010000ff000100ffff0100ff00010001ff0100ff00010000000100ff000100ff00ff01ff0001000000ff01ff0001000001ff01ff000100ffff0001ff00010001ff0001ff000100ff000001ff00010000000001ff00010001000001ff000100ff010001ff00010001010001ff00010000ff0101ff000100ff000101ff00010000010101ff0001000000ffff00000100ff01ffff000001000101ffff0000010000ff00ff00000100000000ff00000100010000ff00000100000100ff00000100ff00ff00000001000000ff00000001000100ff00000001000001ff0000000100ffff00000000010000ff000000000100ff0000000000010000000000000001000100000000000100000100000000010000ff010000000100ff000100000001000000010000000100010001000000010000010100000001000100ff01000001000001ff01000001000101ff010000010000ff000100000100000000010000010001000001000001000001000100000100010100010000010001ff01010000010000000101000001000100010100000100ff0101010000010001ffffff010001000001ffff01000100000000ff01000100ffff01ff01000100010001ff01000100ff0101ff01000100000101ff01000100ffffff00010001000000ff0001000100ff01ff00010001000101ff000100010000ff000001000100ff0000000100010000000000010001000100000001000100ff010000010001000101000001000100ffff0100010001000000010001000100ff01010001000100ffffff010100010001ffff01010001000000ff01010001000101ff0101000100ff000001010001000100000101000100ff010001010001000001000101000100ffff010101000100ff0001010100010001000101010001000101010101000100010000ffff010100000100ffff010100000001ffff01010000ffff00ff01010001ff0000ff01010000000000ff01010001010000ff01010000ff0100ff01010000010100ff0101000000ff01ff01010000ff0001ff010100ff010001ff01010001000101ff01010000ffffff00010100ff00ffff00010100ffff00ff00010100000000ff0001010000ff01ff00010100ff0001ff00010100010001ff00010100000101ff00010100ffffff000001010000ffff00000101000000ff00000101000100ff0000010100ff01ff000001010000ff000000010100ff00000000010100000000000001010001000000000101000001000000010100ffff0100000101000000010000010100010101000001010001ffff0100010100ff00ff01000101000101ff0100010100000000010001010000ff010100010100ff000101000101000000010100010100000101010001010000ff00ff01010100010000ff01010100ff0100ff0101010000ffff0001010100ff00ff00010101000001ff0001010100ffff0000010101000000000001010100ff010000010101000101000001010100ff00010001010100000001000101010000010100010101000100ff0101010100ff00000101010100ff0100010101010001010001010101000100010101010100ffffffffffffff0101ffffffffffff01ff01ffffffffff010101ffffffffff01ffff01ffffffff0101ff01ffffffff01ff0101ffffffff01010101ffffffff010000ff00ffffff01ffff0000ffffff0100ff0000ffffff01ff000000ffffff0101000000ffffff0100010000ffffff0100000100ffffff01ffffff01ffffff0101ffff01ffffff01ff01ff01ffffff010101ff01ffffff0100000001ffffff01ffff0101ffffff0101ff0101ffffff01ff010101ffffff0101010101ffffff010000ffff00ffff0100ff00ff00ffff01ff0000ff00ffff01010000ff00ffff01000100ff00ffff01000001ff00ffff0100ffff0000ffff01ff00ff0000ffff010001ff0000ffff01ffff000000ffff0101ff000000ffff010000000000ffff010100000000ffff01ff01000000ffff010001000000ffff01ff00010000ffff010100010000ffff010001010000ffff010000ff0100ffff010001ff0100ffff01ff00000100ffff010100000100ffff010001000100ffff010000010100ffff01ffffffff01ffff0101ffffff01ffff01ff01ffff01ffff010101ffff01ffff01000000ff01ffff01ffff01ff01ffff0101ff01ff01ffff01ff0101ff01ffff01010101ff01ffff0100ff000001ffff01ff00000001ffff010001000001ffff010000010001ffff01ffffff0101ffff0101ffff0101ffff01ff01ff0101ffff010101ff0101ffff010000000101ffff01ffff010101ffff0101ff010101ffff01ff01010101ffff010101010101ffff01ff0000ffff00ff01000100ffff00ff0100ffff00ff00ff01ff00ff00ff00ff0100ff0000ff00ff0100000000ff00ff0101010000ff00ff0100ff0100ff00ff01ff000100ff00ff0100010100ff00ff01ff000001ff00ff0100010001ff00ff0100ffffff0000ff010001ffff0000ff0101ff00ff0000ff01000000ff0000ff01010100ff0000ff01010001ff0000ff01000101ff0000ff01ffffff000000ff0100ffff000000ff010000ff000000ff01ff01ff000000ff0100ff00000000ff01ff0000000000ff01000000000000ff01010000000000ff01000100000000ff01010100000000ff01000001000000ff01010001000000ff01ff0101000000ff01010101000000ff0100ffff010000ff01ff00ff010000ff010100ff010000ff010001ff010000ff01ffff00010000ff0101ff00010000ff01000000010000ff01ff0100010000ff01010001010000ff0100ff00ff0100ff01010000ff0100ff01000100ff0100ff01000001ff0100ff0100ffff000100ff01ff00ff000100ff010001ff000100ff010101ff000100ff01ffff00000100ff01000000000100ff01000100000100ff01010100000100ff0100ff01000100ff01010001000100ff01010101000100ff010000ff010100ff0100ff00010100ff01010100010100ff01ff0001010100ff01ffffffffff01ff0101ffffffff01ff01ff01ffffff01ff010101ffffff01ff01000000ffff01ff01ffff01ffff01ff0101ff01ffff01ff01ff0101ffff01ff01010101ffff01ff0100ffff00ff01ff010000ff00ff01ff0100ff0000ff01ff01ff000000ff01ff0100010000ff01ff0100000100ff01ff0100010100ff01ff01ffffff01ff01ff0101ffff01ff01ff01ff01ff01ff01ff010101ff01ff01ff0100000001ff01ff01ffff0101ff01ff0101ff0101ff01ff01ff010101ff01ff0101010101ff01ff010000ffff0001ff010100ffff0001ff0100ff00ff0001ff01ff0000ff0001ff01010000ff0001ff01000001ff0001ff0100ffff000001ff01ff00ff000001ff010100ff000001ff010001ff000001ff01ffff00000001ff0101ff00000001ff01000000000001ff01010100000001ff0100ff01000001ff01ff0001000001ff010000ff010001ff01010000010001ff01000100010001ff01000001010001ff01ffffffff0101ff0101ffffff0101ff01ff01ffff0101ff010101ffff0101ff01000000ff0101ff01ffff01ff0101ff0101ff01ff0101ff01ff0101ff0101ff01010101ff0101ff010000ff000101ff0100ff00000101ff01ff0000000101ff01010000000101ff01ffffff010101ff0101ffff010101ff01ff01ff010101ff010101ff010101ff01000000010101ff01ffff01010101ff0101ff01010101ff01ff0101010101ff01010101010101ff010000ffffffff000100ff00ffffff0001010000ffffff0001ff0100ffffff0001000100ffffff0001000001ffffff000100ffff00ffff00010100ff00ffff00010001ff00ffff000100000000ffff0001ff010000ffff000101010000ffff000100010100ffff000101010100ffff00010000ff01ffff000100ff0001ffff0001ff000001ffff000101000001ffff000100010001ffff000100000101ffff000100ffffff00ff0001ff00ffff00ff00010100ffff00ff00010001ffff00ff0001ffff00ff00ff0001000000ff00ff0001ff0100ff00ff0001010100ff00ff000100ff01ff00ff0001ff0001ff00ff0001010001ff00ff0001000101ff00ff0001ffffff0000ff00010000ff0000ff0001ffff000000ff000100ff000000ff0001ff00000000ff00010000000000ff00010100000000ff00010001000000ff000101ff010000ff00010000010000ff0001ff00ff0100ff00010100ff0100ff000101ff000100ff00010000000100ff0001ff01000100ff000100ff010100ff0001ff00010100ff00010100010100ff00010001010100ff00010000ffff01ff000100ff00ff01ff0001ff0000ff01ff0001000100ff01ff0001000001ff01ff0001ff00ff0001ff00010100ff0001ff00010001ff0001ff0001ffff000001ff000101ff000001ff00010000000001ff0001ff01000001ff00010100010001ff00010001010001ff00010000ff0101ff0001ff00000101ff00010100000101ff00010001010101ff000100ffffffff000001ff00ffffff0000010100ffffff000001ffff00ffff000001000000ffff000001ff0100ffff000001010001ffff000001ffffff00ff0000010101ff00ff00000100ff0000ff000001ff000000ff00000100000000ff00000101000000ff000001ff010000ff00000100010000ff000001ffff0100ff00000100ff0100ff00000101ff0100ff00000100000100ff000001ff00ff01ff0000010100ff01ff00000101ff0001ff000001ff000001ff00000100000001ff000001ff010001ff00000100ff0101ff00000100010101ff000001ffffffff000000010000ffff00000001ff01ffff000000010101ffff00000001ffff00ff0000000100ff00ff00000001ff0000ff00000001000000ff00000001010000ff00000001000100ff0000000100ff01ff00000001000001ff00000001000101ff00000001010101ff0000000100ffff0000000001ff00ff00000000010000ff00000000010100ff00000000010001ff0000000001ffff00000000000100ff00000000000101ff000000000001ff0000000000000100000000000000010100000000000001ff010000000000010001000000000001010100000000000100ff010000000001ff0001000000000100000100000000010100010000000001000101000000000100ffff01000000010000ff0100000001ff01ff010000000100ff00010000000101ff000100000001ff000001000000010000000100000001010000010000000100010001000000010101000100000001ffff01010000000101ff0101000000010000010100000001ff01010100000001010101010000000100ffffff01000001ff00ffff01000001ffff00ff01000001000000ff01000001000100ff01000001ffff01ff01000001010001ff01000001000101ff010000010000ff0001000001ff01ff00010000010001ff000100000100ff00000100000101ff0000010000010000000001000001010000000100000100010000010000010000010001000001ff0101000100000101ffff0101000001ff00ff01010000010001ff01010000010101ff010100000101ff000101000001ff000001010000010000000101000001ff00010101000001010001010100000100010101010000010000ffffff010001010000ffff010001000100ffff010001000001ffff01000100ffff00ff0100010100ff00ff010001ffff0000ff01000101ff0000ff01000100000000ff01000101000000ff01000101010000ff010001ff000100ff01000100000100ff0100010000ff01ff01000100ff0001ff01000101000001ff01000100010001ff01000100000101ff010001ff00ffff000100010100ffff000100010001ffff00010001ffff00ff0001000101ff00ff00010001000000ff00010001ff0100ff00010001010100ff00010001ffff01ff0001000100ff01ff00010001ff0001ff00010001010001ff00010001ffffff000001000101ffff00000100010000ff0000010001ff01ff00000100010101ff000001000100ff000000010001ff0000000001000100000000000100010100000000010001000100000001000101ff01000001000100000100000100010100010000010001010101000001000100ffff0100010001ff00ff0100010001ffff00010001000101ff0001000100010000000100010001010100010001000100ff01010001000101000101000100010000ffff01010001000000ff01010001000001ff01010001ff00ff00010100010100ff00010100010001ff0001010001ffff0000010100010000000001010001ff0100000101000100ff0100010100010000ff010101000100ff000101010001ff0000010101000100000001010100010100000101010001ffffffffffff010101ffffffffff0101ff01ffffffff01010101ffffffff0101000000ffffff0101ffff01ffffff010101ff01ffffff0101ff0101ffffff0101010101ffffff01010000ff00ffff010100ff0000ffff0101ff000000ffff010101000000ffff010100010000ffff0101ffffff01ffff010101ffff01ffff0101ff01ff01ffff01010101ff01ffff010100000001ffff0101ffff0101ffff010101ff0101ffff0101ff010101ffff010101010101ffff01010000ffff00ff01010001ffff00ff010100ff00ff00ff0101ff0000ff00ff0101010000ff00ff0101000100ff00ff0101010100ff00ff01010100ff0000ff01010001ff0000ff010100ff000000ff01010000000000ff0101ff01000000ff01010101000000ff010100ff010000ff0101ff00010000ff01010000ff0100ff0101ffff000100ff010101ff000100ff01010100000100ff01010001000100ff010101ffffff01ff0101ff01ffff01ff01010101ffff01ff0101ffff00ff01ff0101000100ff01ff010101ff01ff01ff0101ff0101ff01ff0101010101ff01ff01010000ff0001ff010100ff000001ff01010100000001ff01010001000001ff01010000010001ff0101ffffff0101ff010101ffff0101ff0101ff01ff0101ff01010101ff0101ff01010000000101ff0101ffff010101ff010101ff010101ff0101ff01010101ff01010101010101ff0101000100ffff000101000001ffff00010100ffff00ff000101ff00ff00ff000101ffff0000ff000101ff000000ff00010100000000ff000101ff010000ff00010101010000ff00010100ff0100ff00010100000100ff00010101000100ff000101ff010100ff00010100010100ff0001010000ff01ff0001010100ffff000001010001ffff00000101ffff00ff0000010101ff00ff00000101000000ff00000101ff0100ff00000101010001ff00000101000101ff0000010101ffff00000001010000ff000000010100ff000000000101ff000000000001010000000000000101010000000000010100010000000001010000010000000101010101000000010100ffff0100000101ff00ff01000001010000ff01000001010100ff01000001010001ff010000010101ff0001000001010000000100000101ff010001000001010000ffff0100010100ff00ff01000101010000ff01000101010100ff0100010100ff01ff01000101000001ff01000101ff00ff00010001010100ff00010001010101ff000100010101ff00000100010100000000010001010100000001000101ff01000001000101ffff01000100010101ff0100010001010100ff0101000101ffff00010100010100000001010001010100000101000101000100010100010100ff010101000101ff000101010001010100010101000101ffffffffff01010101ffffffff010101ff01ffffff0101010101ffffff010101ffff01ffff01010101ff01ffff010101ff0101ffff010101010101ffff01010100ff0000ff010101ff000000ff01010101000000ff01010100010000ff010101ffffff01ff01010101ffff01ff010101ff01ff01ff0101010101ff01ff01010100000001ff010101ffff0101ff01010101ff0101ff010101ff010101ff01010101010101ff0101010000ffff00010101ff0000ff00010101000100ff0001010100ff01ff00010101000001ff0001010100ffff0000010101ffff0000000101010000000000010101010100000001010100ff01000001010101000100000101010001010000010101ffff0001000101010100000100010101ffffffff0101010101ffffff01010101ff01ffff010101010101ffff01010101ffff01ff0101010101ff01ff01010101ff0101ff01010101010101ff0101010100ff000001010101ff000000010101010100000001010101ffffff010101010101ffff0101010101ff01ff01010101010101ff01010101010000000101010101ffff01010101010101ff010101010101ff010101010101010101010101010101"> : tensor<2048x8xi8>
    %2 = tensor.empty() : tensor<4x3x4x4x2x8xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 8 + d3 * 2 + d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 4 + d3 + 32)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + 48)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + 49)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 49)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 51)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 53)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 55)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0, %0, %0 : tensor<4x3x56xi8>, tensor<4x3x56xi8>, tensor<4x3x56xi8>, tensor<4x3x56xi8>, tensor<4x3x56xi8>, tensor<4x3x56xi8>, tensor<4x3x56xi8>, tensor<4x3x56xi8>) outs(%2 : tensor<4x3x4x4x2x8xf32>) {
    ^bb0(%4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: i8, %12: f32):
      %13 = arith.extui %8 : i8 to i32
      %14 = arith.constant 4 : i32
      %15 = arith.shrui %13, %14 : i32
      %16 = arith.extui %9 : i8 to i32
      %17 = arith.constant 4 : i32
      %18 = arith.shrui %16, %17 : i32
      %19 = arith.constant 4 : i32
      %20 = arith.shli %18, %19 : i32
      %21 = arith.ori %15, %20 : i32
      %22 = arith.extui %10 : i8 to i32
      %23 = arith.constant 4 : i32
      %24 = arith.shrui %22, %23 : i32
      %25 = arith.constant 8 : i32
      %26 = arith.shli %24, %25 : i32
      %27 = arith.ori %21, %26 : i32
      %28 = arith.extui %11 : i8 to i32
      %29 = arith.constant 4 : i32
      %30 = arith.shrui %28, %29 : i32
      %31 = arith.constant 12 : i32
      %32 = arith.shli %30, %31 : i32
      %33 = arith.ori %27, %32 : i32
      %34 = arith.trunci %33 : i32 to i16
      %35 = arith.bitcast %34 : i16 to f16
      %36 = arith.extf %35 : f16 to f32
      %37 = arith.extui %6 : i8 to i32
      %38 = arith.extui %7 : i8 to i32
      %39 = arith.constant 8 : i32
      %40 = arith.shli %38, %39 : i32
      %41 = arith.ori %37, %40 : i32
      %42 = linalg.index 3 : index
      %43 = arith.index_cast %42 : index to i32
      %44 = arith.constant 3 : i32
      %45 = arith.muli %43, %44 : i32
      %46 = arith.shrui %41, %45 : i32
      %47 = arith.constant 7 : i32
      %48 = arith.andi %46, %47 : i32
      %49 = arith.constant 2 : i32
      %50 = arith.muli %48, %49 : i32
      %51 = arith.constant 1 : i32
      %52 = arith.addi %50, %51 : i32
      %53 = arith.sitofp %52 : i32 to f32
      %54 = arith.mulf %36, %53 : f32
      %55 = arith.extui %5 : i8 to i32
      %56 = linalg.index 4 : index
      %57 = arith.index_cast %56 : index to i32
      %58 = arith.constant 4 : i32
      %59 = arith.muli %57, %58 : i32
      %60 = arith.shrui %55, %59 : i32
      %61 = arith.constant 15 : i32
      %62 = arith.andi %60, %61 : i32
      %63 = arith.extui %4 : i8 to i32
      %64 = arith.constant 7 : i32
      %65 = arith.andi %62, %64 : i32
      %66 = arith.constant 8 : i32
      %67 = arith.shli %65, %66 : i32
      %68 = arith.ori %63, %67 : i32
      %69 = linalg.index 5 : index
      %70 = arith.index_cast %69 : index to i32
      %71 = arith.index_cast %68 : i32 to index
      %72 = arith.index_cast %70 : i32 to index
      %73 = tensor.extract %1[%71, %72] : tensor<2048x8xi8>
      %74 = arith.extsi %73 : i8 to i32
      %75 = arith.constant 8 : i32
      %76 = arith.andi %62, %75 : i32
      %77 = arith.constant 0 : i32
      %78 = arith.cmpi ne, %76, %77 : i32
      %79 = arith.constant -1.25e-01 : f32
      %80 = arith.constant 1.25e-01 : f32
      %81 = arith.select %78, %79, %80 : f32
      %82 = arith.sitofp %74 : i32 to f32
      %83 = arith.addf %82, %81 : f32
      %84 = arith.mulf %54, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<4x3x4x4x2x8xf32>
    %85 = tensor.collapse_shape %3 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x4x4x2x8xf32> into tensor<4x768xf32>
    return %85 : tensor<4x768xf32>
  }
  func.func @dq_iq1_m_ibm(%arg0: tensor<3x4x56xi8>) -> tensor<4x768xf32> {
    %0 = arith.constant dense<"0xffffffffffffffff01ffffffffffffff0000ffffffffffffff01ffffffffffff0101ffffffffffff00ff00ffffffffff000000ffffffffffffff01ffffffffff01ff01ffffffffffff0101ffffffffff010101ffffffffff0000ff00ffffffff00ff0000ffffffffff000000ffffffff01000000ffffffff00000100ffffffffffffff01ffffffff01ffff01ffffffffff01ff01ffffffff0101ff01ffffffff00000001ffffffffffff0101ffffffff01ff0101ffffffffff010101ffffffff01010101ffffffffff00ffff00ffffff0000ffff00ffffff00ff00ff00ffffffff0000ff00ffffff010000ff00ffffff000100ff00ffffff010100ff00ffffff000001ff00ffffff00ffff0000ffffff0100ff0000ffffff0001ff0000ffffff01ff000000ffffff0000000000ffffff0101000000ffffff00ff010000ffffffff00010000ffffff0100010000ffffffff01010000ffffff0000ff0100ffffff00ff000100ffffffff00000100ffffff0100000100ffffff0000010100ffffffffffffff01ffffff01ffffff01ffffffff01ffff01ffffff0101ffff01ffffff000000ff01ffffffffff01ff01ffffff01ff01ff01ffffffff0101ff01ffffff010101ff01ffffff0000ff0001ffffff00ff000001ffffff0001000001ffffffff00010001ffffff0001010001ffffffffffff0101ffffff01ffff0101ffffffff01ff0101ffffff0101ff0101ffffff00ff000101ffffff0000000101ffffff0001000101ffffffffff010101ffffff01ff010101ffffffff01010101ffffff0101010101ffffff00ff00ffff00ffffff0000ffff00ffff010000ffff00ffff000001ffff00ffff00ffff00ff00ffff0001ff00ff00ffff00000000ff00ffff01010000ff00ffffff000100ff00ffff00000100ff00ffff00ff0001ff00ffff00010001ff00ffff00000101ff00ffff00ffffff0000ffffff00ffff0000ffff0000ffff0000ffff0100ffff0000ffff000000ff0000ffffff0100ff0000ffff010100ff0000ffff000101ff0000ffffffffff000000ffff0000ff000000ffff0101ff000000ffffffff00000000ffff00ff00000000ffffff0000000000ffff000000000000ffff010000000000ffff000100000000ffffffff01000000ffff01ff01000000ffff000001000000ffffff0101000000ffff010101000000ffff00ffff010000ffff00ff00010000ffff000000010000ffffff0100010000ffff010100010000ffff00ff01010000ffffff0001010000ffff000001010000ffff010001010000ffff000101010000ffffff0000ff0100ffff000100ff0100ffff00ffff000100ffffff00ff000100ffffffff00000100ffff01ff00000100ffff000000000100ffffff0100000100ffffffff01000100ffff00ff01000100ffff010001000100ffff000101000100ffff0000ff010100ffff00ff00010100ffffff0000010100ffff000100010100ffffffffffffff01ffff01ffffffff01ffffff01ffffff01ffff0101ffffff01ffff000000ffff01ffffffff01ffff01ffff01ff01ffff01ffffff0101ffff01ffff010101ffff01ffff0000ff00ff01ffff00ff0000ff01ffff01000000ff01ffff00000100ff01ffffffffff01ff01ffff01ffff01ff01ffffff01ff01ff01ffff0101ff01ff01ffff00000001ff01ffffffff0101ff01ffff01ff0101ff01ffffff010101ff01ffff01010101ff01ffff0000ffff0001ffff00ff00ff0001ffffff0000ff0001ffff000100ff0001ffffff0001ff0001ffff000001ff0001ffff00ffff000001ffffffff00000001ffff00ff00000001ffff000000000001ffff00ff01000001ffffff0001000001ffff000101000001ffff00ff00010001ffffff0000010001ffff010000010001ffff000100010001ffff000001010001ffffffffffff0101ffff01ffffff0101ffffff01ffff0101ffff0101ffff0101ffff000000ff0101ffffffff01ff0101ffff01ff01ff0101ffffff0101ff0101ffff010101ff0101ffff0000ff000101ffff00ff00000101ffff000100000101ffff00ff01000101ffff000001000101ffffffffff010101ffff01ffff010101ffff0000ff010101ffffff01ff010101ffff0101ff010101ffff000000010101ffffffff01010101ffff01ff01010101ffffff0101010101ffff010101010101ffffffff00ffffff00ff00ff00ffffff00ffff0000ffffff00ff000100ffffff00ffff0001ffffff00ff000001ffffff00ff00ffff00ffff00ffff00ff00ffff00ffffff0000ffff00ff00000000ffff00ffff010000ffff00ff00ff0100ffff00ffff000100ffff00ff00000100ffff00ff00010100ffff00ff00ff0001ffff00ffff000001ffff00ff01000001ffff00ff00ff0101ffff00ff00000101ffff00ff00ffffff00ff00ffff00ffff00ff00ff0100ffff00ff00ff0001ffff00ff00ffffff00ff00ff00ff01ff00ff00ff00ff000000ff00ff00ffff0100ff00ff00ff00ff01ff00ff00ffff0001ff00ff00ff000101ff00ff00ff0000ff0000ff00ff0101ff0000ff00ffffff000000ff00ff00ff000000ff00ff01ff000000ff00ffff00000000ff00ff0000000000ff00ff0100000000ff00ff0001000000ff00ffffff010000ff00ff0000010000ff00ffff00ff0100ff00ff01ff000100ff00ff0000000100ff00ff00ff010100ff00ffff00010100ff00ff00ff00ff01ff00ffff0000ff01ff00ff010000ff01ff00ff000001ff01ff00ffffffff0001ff00ff0100ff0001ff00ff0001ff0001ff00ff01ff000001ff00ff0000000001ff00ffff01000001ff00ff0101000001ff00ffff00010001ff00ff0100010001ff00ff0000ff0101ff00ff00ff000101ff00ffff00000101ff00ff0100000101ff00ff0000010101ff00ff00ffffffff0000ff0100ffffff0000ff0001ffffff0000ffff0000ffff0000ff000000ffff0000ffff0100ffff0000ff000100ffff0000ff00ff01ffff0000ff010001ffff0000ff00ffff00ff0000ff0000ff00ff0000ff0100ff00ff0000ffff01ff00ff0000ff0101ff00ff0000ff00ff0000ff0000ffff000000ff0000ff00000000ff0000ff01000000ff0000ff00010000ff0000ff01ff0100ff0000ff00000100ff0000ffff010100ff0000ffff00ff01ff0000ff0001ff01ff0000ffffff0001ff0000ffff000001ff0000ff00000001ff0000ffff010001ff0000ff00010001ff0000ff01010001ff0000ff00ff0101ff0000ffff000101ff0000ff00000101ff0000ff00010101ff0000ff01ffffff000000ff0000ffff000000ff0101ffff000000ff00ff00ff000000ffff0000ff000000ff000000ff000000ff010000ff000000ff000100ff000000ffffff01ff000000ff01ff01ff000000ff000001ff000000ffff0101ff000000ff010101ff000000ff00ffff00000000ffff00ff00000000ff0000ff00000000ff0100ff00000000ff00ff0000000000ff01ff0000000000ffff000000000000ff00000000000000ff01000000000000ff00010000000000ff01010000000000ff00ff0100000000ffff000100000000ff00000100000000ff01000100000000ff00010100000000ffffffff01000000ff01ffff01000000ffff00ff01000000ff0000ff01000000ffff01ff01000000ff0101ff01000000ffffff0001000000ff00ff0001000000ffff000001000000ff00000001000000ff01000001000000ff00010001000000ff01010001000000ffffff0101000000ff01ff0101000000ff00000101000000ff00ffffff010000ffff00ffff010000ff0000ffff010000ff0100ffff010000ff000000ff010000ff010000ff010000ffff0100ff010000ff010100ff010000ff00ff01ff010000ff010001ff010000ffffffff00010000ff01ffff00010000ffff00ff00010000ff0000ff00010000ffff01ff00010000ff0101ff00010000ff00ff0000010000ff00000000010000ff01000000010000ffff010000010000ff00010000010000ff00ff0100010000ffff000100010000ff00000100010000ffff010100010000ff00010100010000ff01010100010000ff0100ff01010000ff0101ff01010000ff01ff0001010000ff00000001010000ffff000101010000ff00010101010000ff00ff00ffff0100ff010000ffff0100ff000001ffff0100ff00ffff00ff0100ffff00ff00ff0100ff0100ff00ff0100ff0001ff00ff0100ffffff0000ff0100ff00000000ff0100ffff010000ff0100ff01010000ff0100ffffff0100ff0100ff00ff0100ff0100ffff000100ff0100ff01000100ff0100ff00010100ff0100ff0000ff01ff0100ff00ff0001ff0100ffff000001ff0100ff00000101ff0100ffffff00ff000100ff01ff00ff000100ff000000ff000100ff010100ff000100ff00ff01ff000100ff000001ff000100ff01ffff00000100ffff00ff00000100ff0000ff00000100ffff01ff00000100ff00ff0000000100ffff000000000100ff00000000000100ff01000000000100ff00010000000100ff01010000000100ffffff0100000100ff00000100000100ff01010100000100ff0001ff01000100ff00ff0001000100ff01ff0001000100ff00000001000100ffff010001000100ff00ff0101000100ff01000101000100ff00010101000100ff0001ffff010100ff010000ff010100ffff0001ff010100ff010001ff010100ffff00ff00010100ff0100ff00010100ff0001ff00010100ffffff0000010100ff01ff0000010100ff00000000010100ffff010000010100ff00ff0100010100ff01000100010100ff00010100010100ff0000ff01010100ff00ff0001010100ff01000001010100ff01010001010100ffffffffffffff01ff01ffffffffff01ffff01ffffffff01ff0101ffffffff01ff000000ffffff01ffffff01ffffff01ff01ff01ffffff01ff000001ffffff01ffff0101ffffff01ff010101ffffff01ff0000ff00ffff01ff00ff0000ffff01ff00010000ffff01ff00ff0100ffff01ff00000100ffff01ffffffff01ffff01ff01ffff01ffff01ffff01ff01ffff01ff0101ff01ffff01ff00000001ffff01ffffff0101ffff01ff01ff0101ffff01ff00000101ffff01ffff010101ffff01ff01010101ffff01ff0000ffff00ff01ff00ff00ff00ff01ffff0000ff00ff01ff000100ff00ff01ff000001ff00ff01ff01ffff0000ff01ffff00ff0000ff01ff0001ff0000ff01ff0000000000ff01ffff01000000ff01ff0101000000ff01ff00ff010000ff01ffff00010000ff01ff0000010000ff01ff0100010000ff01ff0000ff0100ff01ffffff000100ff01ff0100000100ff01ff0001000100ff01ff0000010100ff01ff00ffffff01ff01ffff01ffff01ff01ff0101ffff01ff01ff00ff00ff01ff01ff000000ff01ff01ffffff01ff01ff01ff01ff01ff01ff01ffff0101ff01ff01ff010101ff01ff01ff0000ff0001ff01ff00ff000001ff01ff0100000001ff01ff0001000001ff01ff0000010001ff01ff00ffff0101ff01ffff01ff0101ff01ff0101ff0101ff01ff00ff000101ff01ff0000000101ff01ffffff010101ff01ff01ff010101ff01ffff01010101ff01ff0101010101ff01ff0000ffffff0001ffff0000ffff0001ff010000ffff0001ff000100ffff0001ff000001ffff0001ffff00ff00ff0001ff0000ff00ff0001ff0100ff00ff0001ff0001ff00ff0001ff01ff0000ff0001ff00000000ff0001ffff010000ff0001ff01010000ff0001ff01000100ff0001ff0000ff01ff0001ff00ff0001ff0001ffff000001ff0001ff00010001ff0001ff00ff0101ff0001ff00000101ff0001ff0001ffff000001ff000000ff000001ff00ff01ff000001ff000101ff000001ffffffff00000001ff0000ff00000001ffff01ff00000001ff00ff0000000001ffff000000000001ff00000000000001ff00010000000001ff01ff0100000001ff00000100000001ffff010100000001ff0001ff01000001ffffff0001000001ffff000001000001ff00000001000001ffff010001000001ff01010001000001ff00ff0101000001ffff000101000001ff01000101000001ff00010101000001ff0000ffff010001ffffff00ff010001ff01ff00ff010001ff000100ff010001ff000001ff010001ff00ffff00010001ff0001ff00010001ff00000000010001ffffff0100010001ff00ff0100010001ff00010100010001ffff00ff01010001ff0100ff01010001ffffff0001010001ff01010001010001ffffffffffff0101ff01ffffffff0101ffff01ffffff0101ff0101ffffff0101ff000000ffff0101ffffff01ffff0101ff01ff01ffff0101ffff0101ffff0101ff010101ffff0101ff0000ff00ff0101ff00ff0000ff0101ffff000000ff0101ff00000100ff0101ffffffff01ff0101ff01ffff01ff0101ffff01ff01ff0101ff0101ff01ff0101ffffff0101ff0101ff01ff0101ff0101ffff010101ff0101ff01010101ff0101ff0001ffff000101ff00ff00ff000101ffff0000ff000101ff000100ff000101ff000001ff000101ff0100ff00000101ff0001ff00000101ff01ff0000000101ff00000000000101ff00ff0100000101ffff000100000101ff01000100000101ff00010100000101ff0000ff01000101ffffff0001000101ff01000001000101ff00010001000101ffff000101000101ff00000101000101ffffffffff010101ff01ffffff010101ffff01ffff010101ff0101ffff010101ffffff01ff010101ff01ff01ff010101ffff0101ff010101ff010101ff010101ff0000ff00010101ff00ff0000010101ff01000000010101ff00010000010101ff00000100010101ffffffff01010101ff01ffff01010101ffff01ff01010101ff0101ff01010101ff00000001010101ffffff0101010101ff01ff0101010101ffff010101010101ff01010101010101ff0000ffffffffff0000ff00ffffffff00010000ffffffff00000001ffffffff000001ff00ffffff0001ff0000ffffff0000000000ffffff00ff010000ffffff0001010000ffffff0000ff0100ffffff00ff000100ffffff0001000100ffffff00ff000001ffffff0000010001ffffff0000ff0101ffffff0001000101ffffff00ffffffff00ffff0000ffffff00ffff00ff00ffff00ffff000100ffff00ffff000001ffff00ffff0001ff00ff00ffff00000000ff00ffff00010000ff00ffff00ff0100ff00ffff00010100ff00ffff0000ff01ff00ffff00010001ff00ffff00000101ff00ffff000000ff0000ffff00ff01ff0000ffff000101ff0000ffff0000ff000000ffff00ff00000000ffff000000000000ffff000100000000ffff000001000000ffff000101000000ffff000000010000ffff00ff01010000ffff000101010000ffff0000ffff0100ffff00ff00ff0100ffff000100ff0100ffff00ffff000100ffff0001ff000100ffff000000000100ffff00ffff010100ffff0000ff010100ffff0001ff010100ffff000000ffff01ffff0000ff00ff01ffff00ff0000ff01ffff00010000ff01ffff00000001ff01ffff0000ffff0001ffff0001ff000001ffff000000000001ffff000101000001ffff00ff00010001ffff000001010001ffff000001ff0101ffff00ff00000101ffff000000010101ffff0000ffffffff00ff00000000ffff00ff00000100ffff00ff00000101ffff00ff000000ff00ff00ff00ff01ff00ff00ff000101ff00ff00ff0000ff0000ff00ff00ff000000ff00ff0000000000ff00ff0001000000ff00ff0000ff0100ff00ff0001ff0100ff00ff0000000100ff00ff00ff010100ff00ff0001010100ff00ff0000ffff01ff00ff000100ff01ff00ff000001ff01ff00ff00ffff0001ff00ff0001ff0001ff00ff0000000001ff00ff00ffff0101ff00ff0000ff0101ff00ff0000010101ff00ff0000ffffff0000ff0001ffffff0000ff000000ffff0000ff000101ffff0000ff0000ff00ff0000ff00ff0000ff0000ff00000000ff0000ff00010000ff0000ff00000100ff0000ff00ffff01ff0000ff00000001ff0000ff00010101ff0000ff0000ffff000000ff00ff00ff000000ff000000ff000000ff000100ff000000ff000001ff000000ff00ffff00000000ff0000ff00000000ff00ff0000000000ff00000000000000ff00010000000000ff00ff0100000000ff00000100000000ff0000ff01000000ff00ff0001000000ff00000001000000ff00010001000000ff00000101000000ff0001ffff010000ff00ff00ff010000ff000000ff010000ff00ff01ff010000ff0000ff00010000ff00ff0000010000ff00000000010000ff00010000010000ff00000100010000ff00010100010000ff00000001010000ff00ff0101010000ff00010101010000ff0000ffffff0100ff000000ffff0100ff000001ffff0100ff00ff0000ff0100ff00000000ff0100ff00ff0100ff0100ff00010100ff0100ff0000ff01ff0100ff00ff0001ff0100ff00000101ff0100ff00ffffff000100ff0001ffff000100ff000000ff000100ff00ff01ff000100ff00ffff00000100ff0000ff00000100ff0001ff00000100ff00000000000100ff00010000000100ff00000100000100ff0001ff01000100ff00000001000100ff00ff0101000100ff0000ffff010100ff000000ff010100ff000101ff010100ff00ff0000010100ff00000000010100ff0000ff01010100ff00ff0001010100ff00010001010100ff000000ffffff01ff0000ff00ffff01ff00000000ffff01ff00010100ffff01ff00000001ffff01ff0001ffff00ff01ff000001ff00ff01ff00ffff0000ff01ff0000000000ff01ff00ff010000ff01ff0000ff0100ff01ff00ff000100ff01ff0001000100ff01ff0000010100ff01ff000000ff01ff01ff0000ff0001ff01ff00ff000001ff01ff0001000001ff01ff0000010001ff01ff0000000101ff01ff0000ffffff0001ff000000ffff0001ff000100ffff0001ff000101ffff0001ff00ffff00ff0001ff00ff0000ff0001ff00000000ff0001ff00ff0100ff0001ff0000ff01ff0001ff00ff0001ff0001ff00010001ff0001ff00ffffff000001ff000000ff000001ff000101ff000001ff0000ff00000001ff0001ff00000001ff00ff0000000001ff00000000000001ff00010000000001ff00000100000001ff00ffff01000001ff0001ff01000001ff00000001000001ff00010001000001ff00010101000001ff000100ff010001ff000001ff010001ff0001ff00010001ff00000000010001ff00010000010001ff00ff0100010001ff0000ff01010001ff00ff0001010001ff00010001010001ff00000101010001ff00010000ff0101ff00ff00ff000101ff000100ff000101ff000001ff000101ff00000000000101ff00ff0100000101ff00010100000101ff00ff0001000101ff00000101000101ff00ff0000010101ff00000001010101ff0000ffffffffff0000ff00ffffffff00000000ffffffff00000100ffffffff00000001ffffffff000001ff00ffffff0000000000ffffff0000010100ffffff000000ff01ffffff0000ff0001ffffff0000000101ffffff0000ffffff00ffff00000000ff00ffff0000ff01ff00ffff000000ff0000ffff0000ff000000ffff000000000000ffff000001000000ffff000000010000ffff000000000100ffff0000ff010100ffff00000100ff01ffff00000001ff01ffff000000000001ffff0000ff010001ffff0000ffff0101ffff000000ff0101ffff000001000101ffff000000010101ffff00000000ffff00ff0000ff01ffff00ff00000001ffff00ff00000101ffff00ff000000ff00ff00ff0000ff0000ff00ff0000000000ff00ff0000010000ff00ff0000ff0100ff00ff0000000100ff00ff0000ffff01ff00ff0000000001ff00ff0000010001ff00ff0000ff0101ff00ff0000010101ff00ff000000ffff0000ff0000ff00ff0000ff00000000ff0000ff00000100ff0000ff00000001ff0000ff0000ffff000000ff000000ff000000ff000001ff000000ff0000ff00000000ff00000000000000ff00000100000000ff0000ff01000000ff00000001000000ff00000101000000ff000000ff010000ff0000ff00010000ff00000000010000ff00000100010000ff00000001010000ff000001ffff0100ff00000000ff0100ff000000ff000100ff0000ff00000100ff00000000000100ff00000100000100ff00000001000100ff0000ffff010100ff00000000010100ff00000101010100ff000000ffffff01ff00000100ffff01ff000001ff00ff01ff0000000000ff01ff0000010100ff01ff000000ff01ff01ff0000ff0001ff01ff000001ffff0001ff00000000ff0001ff00000101ff0001ff000000ff000001ff0000ff00000001ff00000000000001ff00000100000001ff00000001000001ff000001ff010001ff00000000010001ff00000000ff0101ff0000ffff000101ff000001ff000101ff00000000000101ff00000001000101ff00000101000101ff0000ff00010101ff0000ff00ffffff0000000000ffffff00000000ff00ffff000000ff0000ffff000000000000ffff000000010000ffff000000ff0100ffff000000000100ffff00000000ff01ffff000000000001ffff000000ff0101ffff000000010101ffff00000000ffff00ff000000ff00ff00ff0000000000ff00ff0000000100ff00ff0000000001ff00ff0000000101ff00ff000000ffff0000ff00000000ff0000ff000000ff000000ff00000000000000ff00000001000000ff000000ff010000ff00000000010000ff00000001010000ff00000000ff0100ff00000001ff0100ff000000ff000100ff00000000000100ff00000001000100ff00000000010100ff000000ffffff01ff000000ff01ff01ff0000000101ff01ff00000000ff0001ff000000ff000001ff00000000000001ff00000001000001ff00000000010001ff00000000ff0101ff000000ff000101ff00000000000101ff00000001010101ff00000000ffffff0000000001ffffff00000000ff00ffff000000000000ffff000000000100ffff000000000001ffff00000000ffff00ff0000000000ff00ff0000000001ff00ff00000000ff0000ff00000000000000ff00000000010000ff00000000000100ff00000000010100ff0000000000ff01ff00000000ff0001ff00000000000001ff00000000010001ff00000000000101ff00000000ffffff000000000000ffff000000000001ffff0000000000ff00ff00000000000000ff00000000000100ff0000000000ff01ff00000000000001ff0000000000ffff00000000000000ff00000000000001ff000000000000ff0000000000000000000000000000000100000000000000ff0100000000000000010000000000000101000000000000ffff01000000000000ff010000000000ff0001000000000000000100000000000100010000000000ff010100000000000001010000000000010101000000000000ffff0100000000ff00ff01000000000000ff01000000000001ff01000000000101ff0100000000ffff00010000000000ff000100000000ff0000010000000000000001000000000100000100000000ff01000100000000000100010000000000ff010100000000ff00010100000000000001010000000001000101000000000001010100000000ffffffff0100000000ffffff0100000001ffffff01000000ff00ffff010000000100ffff01000000ff01ffff010000000001ffff0100000000ff00ff01000000ff0000ff01000000000000ff01000000ff0100ff01000000000100ff01000000ffff01ff0100000000ff01ff0100000001ff01ff01000000ff0001ff01000000000001ff01000000010001ff01000000ff0101ff01000000000101ff0100000000ffff00010000000000ff00010000000100ff0001000000ff01ff00010000000001ff00010000000101ff0001000000ffff00000100000000ff00000100000001ff000001000000ff0000000100000000000000010000000100000001000000ff010000010000000001000001000000010100000100000000ff010001000000ff000100010000000000010001000000000101000100000001ffff01010000000000ff01010000000100ff0101000000ff01ff01010000000001ff01010000000101ff010100000000ff0001010000000000000101000000010100010100000001ff01010100000000000101010000000100010101000000ff010101010000000001010101000000ff00ffffff0100000000ffffff0100000100ffffff0100000001ffffff010000ffff00ffff010000000000ffff010000ff0100ffff01000000ff01ffff010000010101ffff0100000000ff00ff010000ff01ff00ff0100000101ff00ff01000000ff0000ff010000ff000000ff01000000000000ff01000001000000ff010000ff010000ff01000000010000ff010000ffff0100ff01000001ff0100ff010000ff000100ff01000000000100ff01000001ffff01ff0100000001ff01ff010000ffff0001ff01000001ff0001ff01000000000001ff010000ff010001ff01000000ff0101ff01000000010101ff01000000ffffff0001000001ffffff000100000000ffff000100000101ffff0001000000ff00ff00010000ff0000ff00010000000000ff00010000010000ff00010000000100ff00010000000001ff0001000000ffff0000010000ff00ff00000100000000ff00000100000100ff00000100000001ff0000010000ffff00000001000000ff00000001000001ff000000010000ff0000000001000000000000000100000100000000010000ff010000000100000001000000010000010100000001000000ff010000010000ff0001000001000000000100000100000100010000010000000101000001000000ffff01000100000000ff01000100000001ff010001000000ff000100010000ff0000010001000000000001000100000100000100010000ff0100010001000000010001000100000000010100010000ff00ffff01010000ff01ffff01010000000000ff01010000010100ff01010000ffff01ff01010000000001ff01010000010001ff01010000000101ff010100000000ff0001010000ff01ff00010100000001ff000101000000ff00000101000000000000010100000100000001010000ff01000001010000000100000101000001ff0100010100000000010001010000ff01010001010000010101000101000000ffff01010100000101ff010101000001ff00010101000000000001010100000100000101010000ff01000101010000010100010101000000ff0101010100000000ffffffff0100ff0000ffffff0100010000ffffff0100000100ffffff0100000001ffffff0100ff00ff00ffff0100ffff0000ffff010000000000ffff010001000000ffff0100ff010000ffff010001010000ffff010000ff0100ffff0100ff000100ffff010001000100ffff010000010100ffff010000ffff01ffff010001000001ffff010000000101ffff010000ffffff00ff0100ff00ffff00ff01000100ffff00ff01000001ffff00ff010001ff00ff00ff0100000000ff00ff010000ff01ff00ff010001ff01ff00ff0100010001ff00ff0100000101ff00ff01000000ff0000ff01000001ff0000ff010000ff000000ff01000000000000ff01000100000000ff01000001000000ff01000000010000ff01000100010000ff01000101010000ff0100ff00ff0100ff01000101ff0100ff010001ff000100ff01000000000100ff010000ff010100ff01000100010100ff01000001010100ff010000ff00ff01ff0100010000ff01ff0100000100ff01ff0100ffffff0001ff010000ffff0001ff01000100ff0001ff01000000000001ff01000100000001ff0100ff01000001ff0100ffff010001ff01000000ff0101ff010000ff000101ff01000100000101ff01000000010101ff010000ff00ffff00010001ff00ffff000100000000ffff000100010000ffff000100010100ffff00010000ff01ffff000100010001ffff000100000101ffff000100ffffff00ff00010001ffff00ff0001000000ff00ff000100ff01ff00ff0001000101ff00ff00010000ff0000ff000100ff000000ff00010000000000ff00010001000000ff00010000010000ff00010001010000ff000100ffff0100ff00010001ff0100ff00010000000100ff000100ff00ff01ff0001000000ff01ff0001000001ff01ff000100ffff0001ff00010001ff0001ff000100ff000001ff00010000000001ff00010001000001ff000100ff010001ff00010001010001ff00010000ff0101ff000100ff000101ff00010000010101ff0001000000ffff00000100ff01ffff000001000101ffff0000010000ff00ff00000100000000ff00000100010000ff00000100000100ff00000100ff00ff00000001000000ff00000001000100ff00000001000001ff0000000100ffff00000000010000ff000000000100ff0000000000010000000000000001000100000000000100000100000000010000ff010000000100ff000100000001000000010000000100010001000000010000010100000001000100ff01000001000001ff01000001000101ff010000010000ff000100000100000000010000010001000001000001000001000100000100010100010000010001ff01010000010000000101000001000100010100000100ff0101010000010001ffffff010001000001ffff01000100000000ff01000100ffff01ff01000100010001ff01000100ff0101ff01000100000101ff01000100ffffff00010001000000ff0001000100ff01ff00010001000101ff000100010000ff000001000100ff0000000100010000000000010001000100000001000100ff010000010001000101000001000100ffff0100010001000000010001000100ff01010001000100ffffff010100010001ffff01010001000000ff01010001000101ff0101000100ff000001010001000100000101000100ff010001010001000001000101000100ffff010101000100ff0001010100010001000101010001000101010101000100010000ffff010100000100ffff010100000001ffff01010000ffff00ff01010001ff0000ff01010000000000ff01010001010000ff01010000ff0100ff01010000010100ff0101000000ff01ff01010000ff0001ff010100ff010001ff01010001000101ff01010000ffffff00010100ff00ffff00010100ffff00ff00010100000000ff0001010000ff01ff00010100ff0001ff00010100010001ff00010100000101ff00010100ffffff000001010000ffff00000101000000ff00000101000100ff0000010100ff01ff000001010000ff000000010100ff00000000010100000000000001010001000000000101000001000000010100ffff0100000101000000010000010100010101000001010001ffff0100010100ff00ff01000101000101ff0100010100000000010001010000ff010100010100ff000101000101000000010100010100000101010001010000ff00ff01010100010000ff01010100ff0100ff0101010000ffff0001010100ff00ff00010101000001ff0001010100ffff0000010101000000000001010100ff010000010101000101000001010100ff00010001010100000001000101010000010100010101000100ff0101010100ff00000101010100ff0100010101010001010001010101000100010101010100ffffffffffffff0101ffffffffffff01ff01ffffffffff010101ffffffffff01ffff01ffffffff0101ff01ffffffff01ff0101ffffffff01010101ffffffff010000ff00ffffff01ffff0000ffffff0100ff0000ffffff01ff000000ffffff0101000000ffffff0100010000ffffff0100000100ffffff01ffffff01ffffff0101ffff01ffffff01ff01ff01ffffff010101ff01ffffff0100000001ffffff01ffff0101ffffff0101ff0101ffffff01ff010101ffffff0101010101ffffff010000ffff00ffff0100ff00ff00ffff01ff0000ff00ffff01010000ff00ffff01000100ff00ffff01000001ff00ffff0100ffff0000ffff01ff00ff0000ffff010001ff0000ffff01ffff000000ffff0101ff000000ffff010000000000ffff010100000000ffff01ff01000000ffff010001000000ffff01ff00010000ffff010100010000ffff010001010000ffff010000ff0100ffff010001ff0100ffff01ff00000100ffff010100000100ffff010001000100ffff010000010100ffff01ffffffff01ffff0101ffffff01ffff01ff01ffff01ffff010101ffff01ffff01000000ff01ffff01ffff01ff01ffff0101ff01ff01ffff01ff0101ff01ffff01010101ff01ffff0100ff000001ffff01ff00000001ffff010001000001ffff010000010001ffff01ffffff0101ffff0101ffff0101ffff01ff01ff0101ffff010101ff0101ffff010000000101ffff01ffff010101ffff0101ff010101ffff01ff01010101ffff010101010101ffff01ff0000ffff00ff01000100ffff00ff0100ffff00ff00ff01ff00ff00ff00ff0100ff0000ff00ff0100000000ff00ff0101010000ff00ff0100ff0100ff00ff01ff000100ff00ff0100010100ff00ff01ff000001ff00ff0100010001ff00ff0100ffffff0000ff010001ffff0000ff0101ff00ff0000ff01000000ff0000ff01010100ff0000ff01010001ff0000ff01000101ff0000ff01ffffff000000ff0100ffff000000ff010000ff000000ff01ff01ff000000ff0100ff00000000ff01ff0000000000ff01000000000000ff01010000000000ff01000100000000ff01010100000000ff01000001000000ff01010001000000ff01ff0101000000ff01010101000000ff0100ffff010000ff01ff00ff010000ff010100ff010000ff010001ff010000ff01ffff00010000ff0101ff00010000ff01000000010000ff01ff0100010000ff01010001010000ff0100ff00ff0100ff01010000ff0100ff01000100ff0100ff01000001ff0100ff0100ffff000100ff01ff00ff000100ff010001ff000100ff010101ff000100ff01ffff00000100ff01000000000100ff01000100000100ff01010100000100ff0100ff01000100ff01010001000100ff01010101000100ff010000ff010100ff0100ff00010100ff01010100010100ff01ff0001010100ff01ffffffffff01ff0101ffffffff01ff01ff01ffffff01ff010101ffffff01ff01000000ffff01ff01ffff01ffff01ff0101ff01ffff01ff01ff0101ffff01ff01010101ffff01ff0100ffff00ff01ff010000ff00ff01ff0100ff0000ff01ff01ff000000ff01ff0100010000ff01ff0100000100ff01ff0100010100ff01ff01ffffff01ff01ff0101ffff01ff01ff01ff01ff01ff01ff010101ff01ff01ff0100000001ff01ff01ffff0101ff01ff0101ff0101ff01ff01ff010101ff01ff0101010101ff01ff010000ffff0001ff010100ffff0001ff0100ff00ff0001ff01ff0000ff0001ff01010000ff0001ff01000001ff0001ff0100ffff000001ff01ff00ff000001ff010100ff000001ff010001ff000001ff01ffff00000001ff0101ff00000001ff01000000000001ff01010100000001ff0100ff01000001ff01ff0001000001ff010000ff010001ff01010000010001ff01000100010001ff01000001010001ff01ffffffff0101ff0101ffffff0101ff01ff01ffff0101ff010101ffff0101ff01000000ff0101ff01ffff01ff0101ff0101ff01ff0101ff01ff0101ff0101ff01010101ff0101ff010000ff000101ff0100ff00000101ff01ff0000000101ff01010000000101ff01ffffff010101ff0101ffff010101ff01ff01ff010101ff010101ff010101ff01000000010101ff01ffff01010101ff0101ff01010101ff01ff0101010101ff01010101010101ff010000ffffffff000100ff00ffffff0001010000ffffff0001ff0100ffffff0001000100ffffff0001000001ffffff000100ffff00ffff00010100ff00ffff00010001ff00ffff000100000000ffff0001ff010000ffff000101010000ffff000100010100ffff000101010100ffff00010000ff01ffff000100ff0001ffff0001ff000001ffff000101000001ffff000100010001ffff000100000101ffff000100ffffff00ff0001ff00ffff00ff00010100ffff00ff00010001ffff00ff0001ffff00ff00ff0001000000ff00ff0001ff0100ff00ff0001010100ff00ff000100ff01ff00ff0001ff0001ff00ff0001010001ff00ff0001000101ff00ff0001ffffff0000ff00010000ff0000ff0001ffff000000ff000100ff000000ff0001ff00000000ff00010000000000ff00010100000000ff00010001000000ff000101ff010000ff00010000010000ff0001ff00ff0100ff00010100ff0100ff000101ff000100ff00010000000100ff0001ff01000100ff000100ff010100ff0001ff00010100ff00010100010100ff00010001010100ff00010000ffff01ff000100ff00ff01ff0001ff0000ff01ff0001000100ff01ff0001000001ff01ff0001ff00ff0001ff00010100ff0001ff00010001ff0001ff0001ffff000001ff000101ff000001ff00010000000001ff0001ff01000001ff00010100010001ff00010001010001ff00010000ff0101ff0001ff00000101ff00010100000101ff00010001010101ff000100ffffffff000001ff00ffffff0000010100ffffff000001ffff00ffff000001000000ffff000001ff0100ffff000001010001ffff000001ffffff00ff0000010101ff00ff00000100ff0000ff000001ff000000ff00000100000000ff00000101000000ff000001ff010000ff00000100010000ff000001ffff0100ff00000100ff0100ff00000101ff0100ff00000100000100ff000001ff00ff01ff0000010100ff01ff00000101ff0001ff000001ff000001ff00000100000001ff000001ff010001ff00000100ff0101ff00000100010101ff000001ffffffff000000010000ffff00000001ff01ffff000000010101ffff00000001ffff00ff0000000100ff00ff00000001ff0000ff00000001000000ff00000001010000ff00000001000100ff0000000100ff01ff00000001000001ff00000001000101ff00000001010101ff0000000100ffff0000000001ff00ff00000000010000ff00000000010100ff00000000010001ff0000000001ffff00000000000100ff00000000000101ff000000000001ff0000000000000100000000000000010100000000000001ff010000000000010001000000000001010100000000000100ff010000000001ff0001000000000100000100000000010100010000000001000101000000000100ffff01000000010000ff0100000001ff01ff010000000100ff00010000000101ff000100000001ff000001000000010000000100000001010000010000000100010001000000010101000100000001ffff01010000000101ff0101000000010000010100000001ff01010100000001010101010000000100ffffff01000001ff00ffff01000001ffff00ff01000001000000ff01000001000100ff01000001ffff01ff01000001010001ff01000001000101ff010000010000ff0001000001ff01ff00010000010001ff000100000100ff00000100000101ff0000010000010000000001000001010000000100000100010000010000010000010001000001ff0101000100000101ffff0101000001ff00ff01010000010001ff01010000010101ff010100000101ff000101000001ff000001010000010000000101000001ff00010101000001010001010100000100010101010000010000ffffff010001010000ffff010001000100ffff010001000001ffff01000100ffff00ff0100010100ff00ff010001ffff0000ff01000101ff0000ff01000100000000ff01000101000000ff01000101010000ff010001ff000100ff01000100000100ff0100010000ff01ff01000100ff0001ff01000101000001ff01000100010001ff01000100000101ff010001ff00ffff000100010100ffff000100010001ffff00010001ffff00ff0001000101ff00ff00010001000000ff00010001ff0100ff00010001010100ff00010001ffff01ff0001000100ff01ff00010001ff0001ff00010001010001ff00010001ffffff000001000101ffff00000100010000ff0000010001ff01ff00000100010101ff000001000100ff000000010001ff0000000001000100000000000100010100000000010001000100000001000101ff01000001000100000100000100010100010000010001010101000001000100ffff0100010001ff00ff0100010001ffff00010001000101ff0001000100010000000100010001010100010001000100ff01010001000101000101000100010000ffff01010001000000ff01010001000001ff01010001ff00ff00010100010100ff00010100010001ff0001010001ffff0000010100010000000001010001ff0100000101000100ff0100010100010000ff010101000100ff000101010001ff0000010101000100000001010100010100000101010001ffffffffffff010101ffffffffff0101ff01ffffffff01010101ffffffff0101000000ffffff0101ffff01ffffff010101ff01ffffff0101ff0101ffffff0101010101ffffff01010000ff00ffff010100ff0000ffff0101ff000000ffff010101000000ffff010100010000ffff0101ffffff01ffff010101ffff01ffff0101ff01ff01ffff01010101ff01ffff010100000001ffff0101ffff0101ffff010101ff0101ffff0101ff010101ffff010101010101ffff01010000ffff00ff01010001ffff00ff010100ff00ff00ff0101ff0000ff00ff0101010000ff00ff0101000100ff00ff0101010100ff00ff01010100ff0000ff01010001ff0000ff010100ff000000ff01010000000000ff0101ff01000000ff01010101000000ff010100ff010000ff0101ff00010000ff01010000ff0100ff0101ffff000100ff010101ff000100ff01010100000100ff01010001000100ff010101ffffff01ff0101ff01ffff01ff01010101ffff01ff0101ffff00ff01ff0101000100ff01ff010101ff01ff01ff0101ff0101ff01ff0101010101ff01ff01010000ff0001ff010100ff000001ff01010100000001ff01010001000001ff01010000010001ff0101ffffff0101ff010101ffff0101ff0101ff01ff0101ff01010101ff0101ff01010000000101ff0101ffff010101ff010101ff010101ff0101ff01010101ff01010101010101ff0101000100ffff000101000001ffff00010100ffff00ff000101ff00ff00ff000101ffff0000ff000101ff000000ff00010100000000ff000101ff010000ff00010101010000ff00010100ff0100ff00010100000100ff00010101000100ff000101ff010100ff00010100010100ff0001010000ff01ff0001010100ffff000001010001ffff00000101ffff00ff0000010101ff00ff00000101000000ff00000101ff0100ff00000101010001ff00000101000101ff0000010101ffff00000001010000ff000000010100ff000000000101ff000000000001010000000000000101010000000000010100010000000001010000010000000101010101000000010100ffff0100000101ff00ff01000001010000ff01000001010100ff01000001010001ff010000010101ff0001000001010000000100000101ff010001000001010000ffff0100010100ff00ff01000101010000ff01000101010100ff0100010100ff01ff01000101000001ff01000101ff00ff00010001010100ff00010001010101ff000100010101ff00000100010100000000010001010100000001000101ff01000001000101ffff01000100010101ff0100010001010100ff0101000101ffff00010100010100000001010001010100000101000101000100010100010100ff010101000101ff000101010001010100010101000101ffffffffff01010101ffffffff010101ff01ffffff0101010101ffffff010101ffff01ffff01010101ff01ffff010101ff0101ffff010101010101ffff01010100ff0000ff010101ff000000ff01010101000000ff01010100010000ff010101ffffff01ff01010101ffff01ff010101ff01ff01ff0101010101ff01ff01010100000001ff010101ffff0101ff01010101ff0101ff010101ff010101ff01010101010101ff0101010000ffff00010101ff0000ff00010101000100ff0001010100ff01ff00010101000001ff0001010100ffff0000010101ffff0000000101010000000000010101010100000001010100ff01000001010101000100000101010001010000010101ffff0001000101010100000100010101ffffffff0101010101ffffff01010101ff01ffff010101010101ffff01010101ffff01ff0101010101ff01ff01010101ff0101ff01010101010101ff0101010100ff000001010101ff000000010101010100000001010101ffffff010101010101ffff0101010101ff01ff01010101010101ff01010101010000000101010101ffff01010101010101ff010101010101ff010101010101010101010101010101"> : tensor<2048x8xi8>
    %1 = tensor.empty() : tensor<4x3x4x4x2x8xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 8 + d3 * 2 + d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 4 + d3 + 32)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 2 + 48)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 2 + 49)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 49)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 51)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 53)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 55)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : tensor<3x4x56xi8>, tensor<3x4x56xi8>, tensor<3x4x56xi8>, tensor<3x4x56xi8>, tensor<3x4x56xi8>, tensor<3x4x56xi8>, tensor<3x4x56xi8>, tensor<3x4x56xi8>) outs(%1 : tensor<4x3x4x4x2x8xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: f32):
      %12 = arith.extui %7 : i8 to i32
      %13 = arith.constant 4 : i32
      %14 = arith.shrui %12, %13 : i32
      %15 = arith.extui %8 : i8 to i32
      %16 = arith.constant 4 : i32
      %17 = arith.shrui %15, %16 : i32
      %18 = arith.constant 4 : i32
      %19 = arith.shli %17, %18 : i32
      %20 = arith.ori %14, %19 : i32
      %21 = arith.extui %9 : i8 to i32
      %22 = arith.constant 4 : i32
      %23 = arith.shrui %21, %22 : i32
      %24 = arith.constant 8 : i32
      %25 = arith.shli %23, %24 : i32
      %26 = arith.ori %20, %25 : i32
      %27 = arith.extui %10 : i8 to i32
      %28 = arith.constant 4 : i32
      %29 = arith.shrui %27, %28 : i32
      %30 = arith.constant 12 : i32
      %31 = arith.shli %29, %30 : i32
      %32 = arith.ori %26, %31 : i32
      %33 = arith.trunci %32 : i32 to i16
      %34 = arith.bitcast %33 : i16 to f16
      %35 = arith.extf %34 : f16 to f32
      %36 = arith.extui %5 : i8 to i32
      %37 = arith.extui %6 : i8 to i32
      %38 = arith.constant 8 : i32
      %39 = arith.shli %37, %38 : i32
      %40 = arith.ori %36, %39 : i32
      %41 = linalg.index 3 : index
      %42 = arith.index_cast %41 : index to i32
      %43 = arith.constant 3 : i32
      %44 = arith.muli %42, %43 : i32
      %45 = arith.shrui %40, %44 : i32
      %46 = arith.constant 7 : i32
      %47 = arith.andi %45, %46 : i32
      %48 = arith.constant 2 : i32
      %49 = arith.muli %47, %48 : i32
      %50 = arith.constant 1 : i32
      %51 = arith.addi %49, %50 : i32
      %52 = arith.sitofp %51 : i32 to f32
      %53 = arith.mulf %35, %52 : f32
      %54 = arith.extui %4 : i8 to i32
      %55 = linalg.index 4 : index
      %56 = arith.index_cast %55 : index to i32
      %57 = arith.constant 4 : i32
      %58 = arith.muli %56, %57 : i32
      %59 = arith.shrui %54, %58 : i32
      %60 = arith.constant 15 : i32
      %61 = arith.andi %59, %60 : i32
      %62 = arith.extui %3 : i8 to i32
      %63 = arith.constant 7 : i32
      %64 = arith.andi %61, %63 : i32
      %65 = arith.constant 8 : i32
      %66 = arith.shli %64, %65 : i32
      %67 = arith.ori %62, %66 : i32
      %68 = linalg.index 5 : index
      %69 = arith.index_cast %68 : index to i32
      %70 = arith.index_cast %67 : i32 to index
      %71 = arith.index_cast %69 : i32 to index
      %72 = tensor.extract %0[%70, %71] : tensor<2048x8xi8>
      %73 = arith.extsi %72 : i8 to i32
      %74 = arith.constant 8 : i32
      %75 = arith.andi %61, %74 : i32
      %76 = arith.constant 0 : i32
      %77 = arith.cmpi ne, %75, %76 : i32
      %78 = arith.constant -1.25e-01 : f32
      %79 = arith.constant 1.25e-01 : f32
      %80 = arith.select %77, %78, %79 : f32
      %81 = arith.sitofp %73 : i32 to f32
      %82 = arith.addf %81, %80 : f32
      %83 = arith.mulf %53, %82 : f32
      linalg.yield %83 : f32
    } -> tensor<4x3x4x4x2x8xf32>
    %84 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<4x3x4x4x2x8xf32> into tensor<4x768xf32>
    return %84 : tensor<4x768xf32>
  }
  func.func @dq_bf16(%arg0: tensor<4x12xi8>) -> tensor<4x6xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 6, 2] : tensor<4x12xi8> into tensor<4x6x2xi8>
    %1 = tensor.empty() : tensor<4x6xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1, 0)>, affine_map<(d0, d1) -> (d0, d1, 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %0 : tensor<4x6x2xi8>, tensor<4x6x2xi8>) outs(%1 : tensor<4x6xf32>) {
    ^bb0(%3: i8, %4: i8, %5: f32):
      %6 = arith.extui %3 : i8 to i32
      %7 = arith.extui %4 : i8 to i32
      %8 = arith.constant 8 : i32
      %9 = arith.shli %7, %8 : i32
      %10 = arith.ori %6, %9 : i32
      %11 = arith.constant 16 : i32
      %12 = arith.shli %10, %11 : i32
      %13 = arith.bitcast %12 : i32 to f32
      linalg.yield %13 : f32
    } -> tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func @dq_tq1_0(%arg0: tensor<4x162xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 54] : tensor<4x162xi8> into tensor<4x3x54xi8>
    %1 = tensor.empty() : tensor<4x3x5x8x4xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3 * 4 + d4 + 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 52)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 53)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x54xi8>, tensor<4x3x54xi8>, tensor<4x3x54xi8>) outs(%1 : tensor<4x3x5x8x4xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: f32):
      %7 = arith.constant 1 : i32
      %8 = linalg.index 2 : index
      %9 = arith.index_cast %8 : index to i32
      %10 = arith.constant 1 : i32
      %11 = arith.cmpi sge, %9, %10 : i32
      %12 = arith.constant 3 : i32
      %13 = arith.select %11, %12, %7 : i32
      %14 = arith.constant 2 : i32
      %15 = arith.cmpi sge, %9, %14 : i32
      %16 = arith.constant 9 : i32
      %17 = arith.select %15, %16, %13 : i32
      %18 = arith.constant 3 : i32
      %19 = arith.cmpi sge, %9, %18 : i32
      %20 = arith.constant 27 : i32
      %21 = arith.select %19, %20, %17 : i32
      %22 = arith.constant 4 : i32
      %23 = arith.cmpi sge, %9, %22 : i32
      %24 = arith.constant 81 : i32
      %25 = arith.select %23, %24, %21 : i32
      %26 = arith.extui %3 : i8 to i32
      %27 = arith.muli %26, %25 : i32
      %28 = arith.constant 255 : i32
      %29 = arith.andi %27, %28 : i32
      %30 = arith.constant 3 : i32
      %31 = arith.muli %29, %30 : i32
      %32 = arith.constant 8 : i32
      %33 = arith.shrui %31, %32 : i32
      %34 = arith.extui %4 : i8 to i16
      %35 = arith.extui %5 : i8 to i16
      %36 = arith.constant 8 : i16
      %37 = arith.shli %35, %36 : i16
      %38 = arith.ori %34, %37 : i16
      %39 = arith.bitcast %38 : i16 to f16
      %40 = arith.extf %39 : f16 to f32
      %41 = arith.constant 1 : i32
      %42 = arith.subi %33, %41 : i32
      %43 = arith.sitofp %42 : i32 to f32
      %44 = arith.mulf %40, %43 : f32
      linalg.yield %44 : f32
    } -> tensor<4x3x5x8x4xf32>
    %45 = tensor.collapse_shape %2 [[0], [1], [2, 3, 4]] : tensor<4x3x5x8x4xf32> into tensor<4x3x160xf32>
    %46 = tensor.empty() : tensor<4x3x5x4x4xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3 * 4 + d4 + 32)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 52)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 53)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x54xi8>, tensor<4x3x54xi8>, tensor<4x3x54xi8>) outs(%46 : tensor<4x3x5x4x4xf32>) {
    ^bb0(%48: i8, %49: i8, %50: i8, %51: f32):
      %52 = arith.constant 1 : i32
      %53 = linalg.index 2 : index
      %54 = arith.index_cast %53 : index to i32
      %55 = arith.constant 1 : i32
      %56 = arith.cmpi sge, %54, %55 : i32
      %57 = arith.constant 3 : i32
      %58 = arith.select %56, %57, %52 : i32
      %59 = arith.constant 2 : i32
      %60 = arith.cmpi sge, %54, %59 : i32
      %61 = arith.constant 9 : i32
      %62 = arith.select %60, %61, %58 : i32
      %63 = arith.constant 3 : i32
      %64 = arith.cmpi sge, %54, %63 : i32
      %65 = arith.constant 27 : i32
      %66 = arith.select %64, %65, %62 : i32
      %67 = arith.constant 4 : i32
      %68 = arith.cmpi sge, %54, %67 : i32
      %69 = arith.constant 81 : i32
      %70 = arith.select %68, %69, %66 : i32
      %71 = arith.extui %48 : i8 to i32
      %72 = arith.muli %71, %70 : i32
      %73 = arith.constant 255 : i32
      %74 = arith.andi %72, %73 : i32
      %75 = arith.constant 3 : i32
      %76 = arith.muli %74, %75 : i32
      %77 = arith.constant 8 : i32
      %78 = arith.shrui %76, %77 : i32
      %79 = arith.extui %49 : i8 to i16
      %80 = arith.extui %50 : i8 to i16
      %81 = arith.constant 8 : i16
      %82 = arith.shli %80, %81 : i16
      %83 = arith.ori %79, %82 : i16
      %84 = arith.bitcast %83 : i16 to f16
      %85 = arith.extf %84 : f16 to f32
      %86 = arith.constant 1 : i32
      %87 = arith.subi %78, %86 : i32
      %88 = arith.sitofp %87 : i32 to f32
      %89 = arith.mulf %85, %88 : f32
      linalg.yield %89 : f32
    } -> tensor<4x3x5x4x4xf32>
    %90 = tensor.collapse_shape %47 [[0], [1], [2, 3, 4]] : tensor<4x3x5x4x4xf32> into tensor<4x3x80xf32>
    %91 = tensor.empty() : tensor<4x3x4x1x4xf32>
    %92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3 * 4 + d4 + 48)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 52)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 53)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x54xi8>, tensor<4x3x54xi8>, tensor<4x3x54xi8>) outs(%91 : tensor<4x3x4x1x4xf32>) {
    ^bb0(%93: i8, %94: i8, %95: i8, %96: f32):
      %97 = arith.constant 1 : i32
      %98 = linalg.index 2 : index
      %99 = arith.index_cast %98 : index to i32
      %100 = arith.constant 1 : i32
      %101 = arith.cmpi sge, %99, %100 : i32
      %102 = arith.constant 3 : i32
      %103 = arith.select %101, %102, %97 : i32
      %104 = arith.constant 2 : i32
      %105 = arith.cmpi sge, %99, %104 : i32
      %106 = arith.constant 9 : i32
      %107 = arith.select %105, %106, %103 : i32
      %108 = arith.constant 3 : i32
      %109 = arith.cmpi sge, %99, %108 : i32
      %110 = arith.constant 27 : i32
      %111 = arith.select %109, %110, %107 : i32
      %112 = arith.constant 4 : i32
      %113 = arith.cmpi sge, %99, %112 : i32
      %114 = arith.constant 81 : i32
      %115 = arith.select %113, %114, %111 : i32
      %116 = arith.extui %93 : i8 to i32
      %117 = arith.muli %116, %115 : i32
      %118 = arith.constant 255 : i32
      %119 = arith.andi %117, %118 : i32
      %120 = arith.constant 3 : i32
      %121 = arith.muli %119, %120 : i32
      %122 = arith.constant 8 : i32
      %123 = arith.shrui %121, %122 : i32
      %124 = arith.extui %94 : i8 to i16
      %125 = arith.extui %95 : i8 to i16
      %126 = arith.constant 8 : i16
      %127 = arith.shli %125, %126 : i16
      %128 = arith.ori %124, %127 : i16
      %129 = arith.bitcast %128 : i16 to f16
      %130 = arith.extf %129 : f16 to f32
      %131 = arith.constant 1 : i32
      %132 = arith.subi %123, %131 : i32
      %133 = arith.sitofp %132 : i32 to f32
      %134 = arith.mulf %130, %133 : f32
      linalg.yield %134 : f32
    } -> tensor<4x3x4x1x4xf32>
    %135 = tensor.collapse_shape %92 [[0], [1], [2, 3, 4]] : tensor<4x3x4x1x4xf32> into tensor<4x3x16xf32>
    %136 = tensor.empty() : tensor<4x3x256xf32>
    %137 = tensor.insert_slice %45 into %136[0, 0, 0] [4, 3, 160] [1, 1, 1] : tensor<4x3x160xf32> into tensor<4x3x256xf32>
    %138 = tensor.insert_slice %90 into %137[0, 0, 160] [4, 3, 80] [1, 1, 1] : tensor<4x3x80xf32> into tensor<4x3x256xf32>
    %139 = tensor.insert_slice %135 into %138[0, 0, 240] [4, 3, 16] [1, 1, 1] : tensor<4x3x16xf32> into tensor<4x3x256xf32>
    %140 = tensor.collapse_shape %139 [[0], [1, 2]] : tensor<4x3x256xf32> into tensor<4x768xf32>
    return %140 : tensor<4x768xf32>
  }
  func.func @dq_tq1_0_ibm(%arg0: tensor<3x4x54xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x5x8x4xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3 * 4 + d4 + 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 52)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 53)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x54xi8>, tensor<3x4x54xi8>, tensor<3x4x54xi8>) outs(%0 : tensor<4x3x5x8x4xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: f32):
      %6 = arith.constant 1 : i32
      %7 = linalg.index 2 : index
      %8 = arith.index_cast %7 : index to i32
      %9 = arith.constant 1 : i32
      %10 = arith.cmpi sge, %8, %9 : i32
      %11 = arith.constant 3 : i32
      %12 = arith.select %10, %11, %6 : i32
      %13 = arith.constant 2 : i32
      %14 = arith.cmpi sge, %8, %13 : i32
      %15 = arith.constant 9 : i32
      %16 = arith.select %14, %15, %12 : i32
      %17 = arith.constant 3 : i32
      %18 = arith.cmpi sge, %8, %17 : i32
      %19 = arith.constant 27 : i32
      %20 = arith.select %18, %19, %16 : i32
      %21 = arith.constant 4 : i32
      %22 = arith.cmpi sge, %8, %21 : i32
      %23 = arith.constant 81 : i32
      %24 = arith.select %22, %23, %20 : i32
      %25 = arith.extui %2 : i8 to i32
      %26 = arith.muli %25, %24 : i32
      %27 = arith.constant 255 : i32
      %28 = arith.andi %26, %27 : i32
      %29 = arith.constant 3 : i32
      %30 = arith.muli %28, %29 : i32
      %31 = arith.constant 8 : i32
      %32 = arith.shrui %30, %31 : i32
      %33 = arith.extui %3 : i8 to i16
      %34 = arith.extui %4 : i8 to i16
      %35 = arith.constant 8 : i16
      %36 = arith.shli %34, %35 : i16
      %37 = arith.ori %33, %36 : i16
      %38 = arith.bitcast %37 : i16 to f16
      %39 = arith.extf %38 : f16 to f32
      %40 = arith.constant 1 : i32
      %41 = arith.subi %32, %40 : i32
      %42 = arith.sitofp %41 : i32 to f32
      %43 = arith.mulf %39, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<4x3x5x8x4xf32>
    %44 = tensor.collapse_shape %1 [[0], [1], [2, 3, 4]] : tensor<4x3x5x8x4xf32> into tensor<4x3x160xf32>
    %45 = tensor.empty() : tensor<4x3x5x4x4xf32>
    %46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3 * 4 + d4 + 32)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 52)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 53)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x54xi8>, tensor<3x4x54xi8>, tensor<3x4x54xi8>) outs(%45 : tensor<4x3x5x4x4xf32>) {
    ^bb0(%47: i8, %48: i8, %49: i8, %50: f32):
      %51 = arith.constant 1 : i32
      %52 = linalg.index 2 : index
      %53 = arith.index_cast %52 : index to i32
      %54 = arith.constant 1 : i32
      %55 = arith.cmpi sge, %53, %54 : i32
      %56 = arith.constant 3 : i32
      %57 = arith.select %55, %56, %51 : i32
      %58 = arith.constant 2 : i32
      %59 = arith.cmpi sge, %53, %58 : i32
      %60 = arith.constant 9 : i32
      %61 = arith.select %59, %60, %57 : i32
      %62 = arith.constant 3 : i32
      %63 = arith.cmpi sge, %53, %62 : i32
      %64 = arith.constant 27 : i32
      %65 = arith.select %63, %64, %61 : i32
      %66 = arith.constant 4 : i32
      %67 = arith.cmpi sge, %53, %66 : i32
      %68 = arith.constant 81 : i32
      %69 = arith.select %67, %68, %65 : i32
      %70 = arith.extui %47 : i8 to i32
      %71 = arith.muli %70, %69 : i32
      %72 = arith.constant 255 : i32
      %73 = arith.andi %71, %72 : i32
      %74 = arith.constant 3 : i32
      %75 = arith.muli %73, %74 : i32
      %76 = arith.constant 8 : i32
      %77 = arith.shrui %75, %76 : i32
      %78 = arith.extui %48 : i8 to i16
      %79 = arith.extui %49 : i8 to i16
      %80 = arith.constant 8 : i16
      %81 = arith.shli %79, %80 : i16
      %82 = arith.ori %78, %81 : i16
      %83 = arith.bitcast %82 : i16 to f16
      %84 = arith.extf %83 : f16 to f32
      %85 = arith.constant 1 : i32
      %86 = arith.subi %77, %85 : i32
      %87 = arith.sitofp %86 : i32 to f32
      %88 = arith.mulf %84, %87 : f32
      linalg.yield %88 : f32
    } -> tensor<4x3x5x4x4xf32>
    %89 = tensor.collapse_shape %46 [[0], [1], [2, 3, 4]] : tensor<4x3x5x4x4xf32> into tensor<4x3x80xf32>
    %90 = tensor.empty() : tensor<4x3x4x1x4xf32>
    %91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3 * 4 + d4 + 48)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 52)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 53)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x54xi8>, tensor<3x4x54xi8>, tensor<3x4x54xi8>) outs(%90 : tensor<4x3x4x1x4xf32>) {
    ^bb0(%92: i8, %93: i8, %94: i8, %95: f32):
      %96 = arith.constant 1 : i32
      %97 = linalg.index 2 : index
      %98 = arith.index_cast %97 : index to i32
      %99 = arith.constant 1 : i32
      %100 = arith.cmpi sge, %98, %99 : i32
      %101 = arith.constant 3 : i32
      %102 = arith.select %100, %101, %96 : i32
      %103 = arith.constant 2 : i32
      %104 = arith.cmpi sge, %98, %103 : i32
      %105 = arith.constant 9 : i32
      %106 = arith.select %104, %105, %102 : i32
      %107 = arith.constant 3 : i32
      %108 = arith.cmpi sge, %98, %107 : i32
      %109 = arith.constant 27 : i32
      %110 = arith.select %108, %109, %106 : i32
      %111 = arith.constant 4 : i32
      %112 = arith.cmpi sge, %98, %111 : i32
      %113 = arith.constant 81 : i32
      %114 = arith.select %112, %113, %110 : i32
      %115 = arith.extui %92 : i8 to i32
      %116 = arith.muli %115, %114 : i32
      %117 = arith.constant 255 : i32
      %118 = arith.andi %116, %117 : i32
      %119 = arith.constant 3 : i32
      %120 = arith.muli %118, %119 : i32
      %121 = arith.constant 8 : i32
      %122 = arith.shrui %120, %121 : i32
      %123 = arith.extui %93 : i8 to i16
      %124 = arith.extui %94 : i8 to i16
      %125 = arith.constant 8 : i16
      %126 = arith.shli %124, %125 : i16
      %127 = arith.ori %123, %126 : i16
      %128 = arith.bitcast %127 : i16 to f16
      %129 = arith.extf %128 : f16 to f32
      %130 = arith.constant 1 : i32
      %131 = arith.subi %122, %130 : i32
      %132 = arith.sitofp %131 : i32 to f32
      %133 = arith.mulf %129, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<4x3x4x1x4xf32>
    %134 = tensor.collapse_shape %91 [[0], [1], [2, 3, 4]] : tensor<4x3x4x1x4xf32> into tensor<4x3x16xf32>
    %135 = tensor.empty() : tensor<4x3x256xf32>
    %136 = tensor.insert_slice %44 into %135[0, 0, 0] [4, 3, 160] [1, 1, 1] : tensor<4x3x160xf32> into tensor<4x3x256xf32>
    %137 = tensor.insert_slice %89 into %136[0, 0, 160] [4, 3, 80] [1, 1, 1] : tensor<4x3x80xf32> into tensor<4x3x256xf32>
    %138 = tensor.insert_slice %134 into %137[0, 0, 240] [4, 3, 16] [1, 1, 1] : tensor<4x3x16xf32> into tensor<4x3x256xf32>
    %139 = tensor.collapse_shape %138 [[0], [1, 2]] : tensor<4x3x256xf32> into tensor<4x768xf32>
    return %139 : tensor<4x768xf32>
  }
  func.func @dq_tq2_0(%arg0: tensor<4x198xi8>) -> tensor<4x768xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 66] : tensor<4x198xi8> into tensor<4x3x66xi8>
    %1 = tensor.empty() : tensor<4x3x2x4x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 32 + d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 64)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 65)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<4x3x66xi8>, tensor<4x3x66xi8>, tensor<4x3x66xi8>) outs(%1 : tensor<4x3x2x4x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: f32):
      %7 = arith.extui %3 : i8 to i32
      %8 = linalg.index 3 : index
      %9 = arith.index_cast %8 : index to i32
      %10 = arith.constant 2 : i32
      %11 = arith.muli %9, %10 : i32
      %12 = arith.shrui %7, %11 : i32
      %13 = arith.constant 3 : i32
      %14 = arith.andi %12, %13 : i32
      %15 = arith.extui %4 : i8 to i16
      %16 = arith.extui %5 : i8 to i16
      %17 = arith.constant 8 : i16
      %18 = arith.shli %16, %17 : i16
      %19 = arith.ori %15, %18 : i16
      %20 = arith.bitcast %19 : i16 to f16
      %21 = arith.extf %20 : f16 to f32
      %22 = arith.constant 1 : i32
      %23 = arith.subi %14, %22 : i32
      %24 = arith.sitofp %23 : i32 to f32
      %25 = arith.mulf %21, %24 : f32
      linalg.yield %25 : f32
    } -> tensor<4x3x2x4x32xf32>
    %26 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4]] : tensor<4x3x2x4x32xf32> into tensor<4x768xf32>
    return %26 : tensor<4x768xf32>
  }
  func.func @dq_tq2_0_ibm(%arg0: tensor<3x4x66xi8>) -> tensor<4x768xf32> {
    %0 = tensor.empty() : tensor<4x3x2x4x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d2 * 32 + d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 64)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, 65)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0, %arg0 : tensor<3x4x66xi8>, tensor<3x4x66xi8>, tensor<3x4x66xi8>) outs(%0 : tensor<4x3x2x4x32xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: f32):
      %6 = arith.extui %2 : i8 to i32
      %7 = linalg.index 3 : index
      %8 = arith.index_cast %7 : index to i32
      %9 = arith.constant 2 : i32
      %10 = arith.muli %8, %9 : i32
      %11 = arith.shrui %6, %10 : i32
      %12 = arith.constant 3 : i32
      %13 = arith.andi %11, %12 : i32
      %14 = arith.extui %3 : i8 to i16
      %15 = arith.extui %4 : i8 to i16
      %16 = arith.constant 8 : i16
      %17 = arith.shli %15, %16 : i16
      %18 = arith.ori %14, %17 : i16
      %19 = arith.bitcast %18 : i16 to f16
      %20 = arith.extf %19 : f16 to f32
      %21 = arith.constant 1 : i32
      %22 = arith.subi %13, %21 : i32
      %23 = arith.sitofp %22 : i32 to f32
      %24 = arith.mulf %20, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<4x3x2x4x32xf32>
    %25 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4]] : tensor<4x3x2x4x32xf32> into tensor<4x768xf32>
    return %25 : tensor<4x768xf32>
  }
  func.func @dq_mxfp4(%arg0: tensor<4x51xi8>) -> tensor<4x96xf32> {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 3, 17] : tensor<4x51xi8> into tensor<4x3x17xi8>
    %1 = tensor.empty() : tensor<4x3x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3 + 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %0 : tensor<4x3x17xi8>, tensor<4x3x17xi8>) outs(%1 : tensor<4x3x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: f32):
      %6 = linalg.index 2 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.extui %4 : i8 to i32
      %9 = arith.constant 4 : i32
      %10 = arith.muli %7, %9 : i32
      %11 = arith.shrui %8, %10 : i32
      %12 = arith.constant 15 : i32
      %13 = arith.andi %11, %12 : i32
      %14 = arith.constant 0 : i32
      %15 = arith.constant 1 : i32
      %16 = arith.constant 2 : i32
      %17 = arith.constant 3 : i32
      %18 = arith.constant 4 : i32
      %19 = arith.constant 6 : i32
      %20 = arith.constant 8 : i32
      %21 = arith.constant 12 : i32
      %22 = arith.constant 0 : i32
      %23 = arith.constant -1 : i32
      %24 = arith.constant -2 : i32
      %25 = arith.constant -3 : i32
      %26 = arith.constant -4 : i32
      %27 = arith.constant -6 : i32
      %28 = arith.constant -8 : i32
      %29 = arith.constant -12 : i32
      %30 = arith.constant 0 : i32
      %31 = arith.constant 0 : i32
      %32 = arith.shrui %13, %31 : i32
      %33 = arith.constant 1 : i32
      %34 = arith.andi %32, %33 : i32
      %35 = arith.cmpi ne, %34, %30 : i32
      %36 = arith.select %35, %15, %14 : i32
      %37 = arith.select %35, %17, %16 : i32
      %38 = arith.select %35, %19, %18 : i32
      %39 = arith.select %35, %21, %20 : i32
      %40 = arith.select %35, %23, %22 : i32
      %41 = arith.select %35, %25, %24 : i32
      %42 = arith.select %35, %27, %26 : i32
      %43 = arith.select %35, %29, %28 : i32
      %44 = arith.constant 1 : i32
      %45 = arith.shrui %13, %44 : i32
      %46 = arith.constant 1 : i32
      %47 = arith.andi %45, %46 : i32
      %48 = arith.cmpi ne, %47, %30 : i32
      %49 = arith.select %48, %37, %36 : i32
      %50 = arith.select %48, %39, %38 : i32
      %51 = arith.select %48, %41, %40 : i32
      %52 = arith.select %48, %43, %42 : i32
      %53 = arith.constant 2 : i32
      %54 = arith.shrui %13, %53 : i32
      %55 = arith.constant 1 : i32
      %56 = arith.andi %54, %55 : i32
      %57 = arith.cmpi ne, %56, %30 : i32
      %58 = arith.select %57, %50, %49 : i32
      %59 = arith.select %57, %52, %51 : i32
      %60 = arith.constant 3 : i32
      %61 = arith.shrui %13, %60 : i32
      %62 = arith.constant 1 : i32
      %63 = arith.andi %61, %62 : i32
      %64 = arith.cmpi ne, %63, %30 : i32
      %65 = arith.select %64, %59, %58 : i32
      %66 = arith.extui %3 : i8 to i32
      %67 = arith.constant 2097152 : i32
      %68 = arith.shli %67, %66 : i32
      %69 = arith.constant 1 : i32
      %70 = arith.subi %66, %69 : i32
      %71 = arith.constant 23 : i32
      %72 = arith.shli %70, %71 : i32
      %73 = arith.constant 2 : i32
      %74 = arith.cmpi ult, %66, %73 : i32
      %75 = arith.select %74, %68, %72 : i32
      %76 = arith.bitcast %75 : i32 to f32
      %77 = arith.sitofp %65 : i32 to f32
      %78 = arith.mulf %76, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<4x3x2x16xf32>
    %79 = tensor.collapse_shape %2 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %79 : tensor<4x96xf32>
  }
  func.func @dq_mxfp4_ibm(%arg0: tensor<3x4x17xi8>) -> tensor<4x96xf32> {
    %0 = tensor.empty() : tensor<4x3x2x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3 + 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<3x4x17xi8>, tensor<3x4x17xi8>) outs(%0 : tensor<4x3x2x16xf32>) {
    ^bb0(%2: i8, %3: i8, %4: f32):
      %5 = linalg.index 2 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.extui %3 : i8 to i32
      %8 = arith.constant 4 : i32
      %9 = arith.muli %6, %8 : i32
      %10 = arith.shrui %7, %9 : i32
      %11 = arith.constant 15 : i32
      %12 = arith.andi %10, %11 : i32
      %13 = arith.constant 0 : i32
      %14 = arith.constant 1 : i32
      %15 = arith.constant 2 : i32
      %16 = arith.constant 3 : i32
      %17 = arith.constant 4 : i32
      %18 = arith.constant 6 : i32
      %19 = arith.constant 8 : i32
      %20 = arith.constant 12 : i32
      %21 = arith.constant 0 : i32
      %22 = arith.constant -1 : i32
      %23 = arith.constant -2 : i32
      %24 = arith.constant -3 : i32
      %25 = arith.constant -4 : i32
      %26 = arith.constant -6 : i32
      %27 = arith.constant -8 : i32
      %28 = arith.constant -12 : i32
      %29 = arith.constant 0 : i32
      %30 = arith.constant 0 : i32
      %31 = arith.shrui %12, %30 : i32
      %32 = arith.constant 1 : i32
      %33 = arith.andi %31, %32 : i32
      %34 = arith.cmpi ne, %33, %29 : i32
      %35 = arith.select %34, %14, %13 : i32
      %36 = arith.select %34, %16, %15 : i32
      %37 = arith.select %34, %18, %17 : i32
      %38 = arith.select %34, %20, %19 : i32
      %39 = arith.select %34, %22, %21 : i32
      %40 = arith.select %34, %24, %23 : i32
      %41 = arith.select %34, %26, %25 : i32
      %42 = arith.select %34, %28, %27 : i32
      %43 = arith.constant 1 : i32
      %44 = arith.shrui %12, %43 : i32
      %45 = arith.constant 1 : i32
      %46 = arith.andi %44, %45 : i32
      %47 = arith.cmpi ne, %46, %29 : i32
      %48 = arith.select %47, %36, %35 : i32
      %49 = arith.select %47, %38, %37 : i32
      %50 = arith.select %47, %40, %39 : i32
      %51 = arith.select %47, %42, %41 : i32
      %52 = arith.constant 2 : i32
      %53 = arith.shrui %12, %52 : i32
      %54 = arith.constant 1 : i32
      %55 = arith.andi %53, %54 : i32
      %56 = arith.cmpi ne, %55, %29 : i32
      %57 = arith.select %56, %49, %48 : i32
      %58 = arith.select %56, %51, %50 : i32
      %59 = arith.constant 3 : i32
      %60 = arith.shrui %12, %59 : i32
      %61 = arith.constant 1 : i32
      %62 = arith.andi %60, %61 : i32
      %63 = arith.cmpi ne, %62, %29 : i32
      %64 = arith.select %63, %58, %57 : i32
      %65 = arith.extui %2 : i8 to i32
      %66 = arith.constant 2097152 : i32
      %67 = arith.shli %66, %65 : i32
      %68 = arith.constant 1 : i32
      %69 = arith.subi %65, %68 : i32
      %70 = arith.constant 23 : i32
      %71 = arith.shli %69, %70 : i32
      %72 = arith.constant 2 : i32
      %73 = arith.cmpi ult, %65, %72 : i32
      %74 = arith.select %73, %67, %71 : i32
      %75 = arith.bitcast %74 : i32 to f32
      %76 = arith.sitofp %64 : i32 to f32
      %77 = arith.mulf %75, %76 : f32
      linalg.yield %77 : f32
    } -> tensor<4x3x2x16xf32>
    %78 = tensor.collapse_shape %1 [[0], [1, 2, 3]] : tensor<4x3x2x16xf32> into tensor<4x96xf32>
    return %78 : tensor<4x96xf32>
  }
}
